import { searchKey, slugify, swapLayout, toUzbekLatin } from './transliterate';

describe('transliteration', () => {
  it('writes Russian names in Uzbek Latin', () => {
    expect(toUzbekLatin('Парацетамол')).toBe('Paratsetamol');
    expect(toUzbekLatin('Нурофен 200 мг №10 таблетки')).toBe('Nurofen 200 mg №10 tabletki');
    expect(toUzbekLatin('Ерш ёлка')).toBe('Yersh yolka');
    expect(toUzbekLatin('Хорезм')).toBe('Xorezm');
  });

  it('makes Russian, Uzbek Latin and English spellings meet in one search key', () => {
    const key = searchKey('парацетамол');
    expect(searchKey('paratsetamol')).toBe(key);
    expect(searchKey('Paracetamol')).toBe(key);
    expect(searchKey('амоксициллин')).toBe(searchKey('amoxicillin'));
    expect(searchKey('диклофенак')).toBe(searchKey('diclofenac'));
    expect(searchKey('цетиризин')).toBe(searchKey('cetirizine'));
    expect(searchKey('Но-шпа')).toBe('no shpa');
  });

  it('swaps the keyboard layout both ways', () => {
    expect(swapLayout('gfhfwtnfvjk')).toBe('парацетамол');
    expect(swapLayout('ыгьфьув')).toBe('sumamed');
  });

  it('makes slugs', () => {
    expect(slugify('Нурофен 200 мг №10 "Reckitt Benckiser"')).toBe('nurofen-200-mg-10-reckitt-benckiser');
    expect(slugify('Гель 5%')).toBe('gel-5pct');
  });
});
