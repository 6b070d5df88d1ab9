import { buildCatalogue } from './catalogue';
import { uzbekBrandName, uzbekSubstanceName } from './uzbek-names';

/** Russian words a transliteration leaves behind in Latin letters ("dlya detey"). */
const RUSSIAN_IN_LATIN =
  /\b(maz|kapli|aptechnaya|perechnaya|sleza|voda|efirniye|masla|deystviye|sol|neft|dlya|detey|beremennix|beremennyx|ot prostudi|kislota|natriya|kaliya|kaltsiya|magniya|jeleza|tsinka|ekstrakt|maslo|listya|listyev|trava|koren|kornya|plodi|plodov|tsvetki|glaznoy|sbor|polivitamini|rastvor)\b/i;

describe('Uzbek names of substances and brands', () => {
  it('translates the words around an INN, in Uzbek word order', () => {
    expect(uzbekSubstanceName('ибупрофен для детей')).toBe('bolalar uchun ibuprofen');
    expect(uzbekSubstanceName('аскорбиновая кислота')).toBe('askorbin kislotasi');
    expect(uzbekSubstanceName('фолиевая кислота')).toBe('foliy kislotasi');
    expect(uzbekSubstanceName('валерианы экстракт')).toBe('valeriana ekstrakti');
    expect(uzbekSubstanceName('калия и магния аспарагинат')).toBe('kaliy va magniy asparaginat');
    expect(uzbekSubstanceName('морская вода для детей')).toBe('bolalar uchun dengiz suvi');
    expect(uzbekBrandName('Нурофен для детей')).toBe('Nurofen bolalar uchun');
    expect(uzbekBrandName('Салициловая мазь')).toBe('Salitsil malhami');
    expect(uzbekBrandName('Задитен глазные капли')).toBe('Zaditen koʻz tomchilari');
  });

  it('leaves no transliterated Russian in any substance or drug name', () => {
    const { substances, drugs } = buildCatalogue();
    expect(substances.filter((s) => RUSSIAN_IN_LATIN.test(s.name_uz)).map((s) => s.name_uz)).toEqual([]);
    expect(drugs.filter((d) => RUSSIAN_IN_LATIN.test(d.name_uz)).map((d) => d.name_uz)).toEqual([]);
  });
});
