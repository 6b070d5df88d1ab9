import type { FacetsDto } from '@gopharm/api-client';
import type { TFunction } from 'i18next';
import { shelfFacets } from './facet-groups';

const facets = (kinds: { medicine: number; goods: number }): FacetsDto => ({
  manufacturers: [{ id: 1, name: 'Omron Healthcare', count: 6 }],
  substances: [{ id: 9, name: 'термометр электронный', count: 6 }],
  countries: [{ code: 'JP', name: 'Япония', count: 6 }],
  recept: { yes: 0, no: 6 },
  price: { min: 35_000, max: 620_000 },
  forms: [
    { id: 'tablets', name: 'Таблетки', count: 4 },
    { id: 'syrup', name: 'Сироп', count: 2 },
  ],
  brands: [
    { id: 'Omron', name: 'Omron', count: 4 },
    { id: 'B.Well', name: 'B.Well', count: 2 },
  ],
  kinds,
});
const t = ((key: string, options?: { value?: number }) =>
  options?.value === undefined ? key : `(${options.value})`) as unknown as TFunction;
const href = (name: string, value: string | null) => (value === null ? `/x` : `/x?${name}=${value}`);

describe('shelfFacets (both apps)', () => {
  it('offers a goods shelf its type and brand as links, its country, and no substance or prescription', () => {
    const shelf = shelfFacets(facets({ medicine: 0, goods: 6 }), {}, t, href);
    expect(shelf.links.map((l) => [l.group, l.title])).toEqual([
      ['form', 'catalog.facetType'],
      ['brand', 'catalog.facetBrand'],
    ]);
    expect(shelf.links[1].items).toEqual([
      { id: '', label: 'catalog.facetAllBrands', href: '/x', selected: true },
      { id: 'Omron', label: 'Omron (4)', href: '/x?brand=Omron', selected: false },
      { id: 'B.Well', label: 'B.Well (2)', href: '/x?brand=B.Well', selected: false },
    ]);
    expect(shelf.checks.map((c) => c.group)).toEqual(['country']);
    expect(shelf.withPrescription).toBe(false);
  });

  it('offers a medicine shelf its dosage form as links (the chosen first), then maker, substance, country and prescription', () => {
    const shelf = shelfFacets(facets({ medicine: 6, goods: 0 }), { form: ['syrup'] }, t, href);
    expect(shelf.links.map((l) => [l.group, l.title])).toEqual([['form', 'catalog.facetForm']]);
    expect(shelf.links[0].items.map((item) => [item.label, item.selected])).toEqual([
      ['catalog.facetAllForms', false],
      ['Сироп (2)', true],
      ['Таблетки (4)', false],
    ]);
    expect(shelf.checks.map((c) => c.group)).toEqual(['manufacturer', 'substance', 'country']);
    expect(shelf.withPrescription).toBe(true);
  });

  it('names the first filter of a shelf with both "form or type"', () => {
    const shelf = shelfFacets(facets({ medicine: 3, goods: 3 }), {}, t, href);
    expect(shelf.links.map((l) => l.title)).toEqual(['catalog.facetFormOrType']);
    expect(shelf.withPrescription).toBe(true);
  });

  it('leaves out a link filter of one choice, unless it is chosen (it must be clearable)', () => {
    const one = { ...facets({ medicine: 0, goods: 4 }), brands: [{ id: 'Omron', name: 'Omron', count: 4 }] };
    expect(shelfFacets(one, {}, t, href).links.map((l) => l.group)).toEqual(['form']);
    expect(shelfFacets(one, { brand: ['Omron'] }, t, href).links.map((l) => l.group)).toEqual([
      'form',
      'brand',
    ]);
  });

  it('reads a listing kept from before forms, brands and kinds: a medicine shelf without link filters', () => {
    const { forms: _forms, brands: _brands, kinds: _kinds, ...old } = facets({ medicine: 6, goods: 0 });
    const shelf = shelfFacets(old, {}, t, href);
    expect(shelf.links).toEqual([]);
    expect(shelf.checks.map((c) => c.group)).toEqual(['manufacturer', 'substance', 'country']);
  });
});
