import { collectionAbout } from './collection-about';

describe('collectionAbout', () => {
  it('keeps a description that says what the collection holds', () => {
    expect(collectionAbout('Хиты продаж', ' Что чаще всего берут в аптеках GoPharm ')).toBe(
      'Что чаще всего берут в аптеках GoPharm',
    );
    expect(collectionAbout('Yangi mahsulotlar', 'Katalogda yaqinda paydo boʻlgan mahsulotlar')).toBe(
      'Katalogda yaqinda paydo boʻlgan mahsulotlar',
    );
  });

  it('drops a description that is the title again or nothing', () => {
    expect(collectionAbout('Хиты продаж', 'Хиты продаж')).toBeNull();
    expect(collectionAbout('Хиты продаж', 'хиты  продаж.')).toBeNull();
    expect(collectionAbout('Novinki', '   ')).toBeNull();
  });
});
