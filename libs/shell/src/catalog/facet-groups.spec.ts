import type { FacetsDto } from '@gopharm/api-client';
import { shelfFacets } from './facet-groups';

const facets = (kinds: { medicine: number; goods: number }): FacetsDto => ({
  manufacturers: [{ id: 1, name: 'Omron Healthcare', count: 6 }],
  substances: [{ id: 9, name: 'термометр электронный', count: 6 }],
  countries: [{ code: 'JP', name: 'Япония', count: 6 }],
  recept: { yes: 0, no: 6 },
  price: { min: 35_000, max: 620_000 },
  forms: [{ id: 'thermometer-digital', name: 'Термометр электронный', count: 6 }],
  brands: [{ id: 'Omron', name: 'Omron', count: 4 }],
  kinds,
});
const t = (key: string) => key;

describe('shelfFacets (both apps)', () => {
  it('offers a goods shelf its type, brand and country, and no substance or prescription', () => {
    const shelf = shelfFacets(facets({ medicine: 0, goods: 6 }), t);
    expect(shelf.choices.map((c) => [c.group, c.title])).toEqual([
      ['form', 'catalog.type'],
      ['brand', 'catalog.brand'],
      ['country', 'catalog.country'],
    ]);
    expect(shelf.withPrescription).toBe(false);
  });

  it('offers a medicine shelf (or one with both) its dosage form, maker, substance, country, prescription', () => {
    for (const kinds of [
      { medicine: 6, goods: 0 },
      { medicine: 3, goods: 3 },
    ]) {
      const shelf = shelfFacets(facets(kinds), t);
      expect(shelf.choices.map((c) => [c.group, c.title])).toEqual([
        ['form', 'catalog.form'],
        ['manufacturer', 'catalog.manufacturer'],
        ['substance', 'catalog.substance'],
        ['country', 'catalog.country'],
      ]);
      expect(shelf.withPrescription).toBe(true);
    }
  });

  it('reads a listing kept from before forms and brands: the filters it has, none empty', () => {
    const { forms: _forms, brands: _brands, kinds: _kinds, ...old } = facets({ medicine: 6, goods: 0 });
    expect(shelfFacets(old, t).choices.map((c) => c.group)).toEqual(['manufacturer', 'substance', 'country']);
  });
});
