import type { FacetsDto } from '@gopharm/api-client';

/** A filter of a product grid, by the URL parameter it sets. */
export type FacetGroup = 'form' | 'brand' | 'manufacturer' | 'substance' | 'country';

/** One filter as both apps list it: its title, its URL parameter and its choices with counts. */
export interface FacetChoices {
  group: FacetGroup;
  title: string;
  items: Array<{ id: string | number; name: string; count: number }>;
}

/**
 * The filters that fit the shelf, in order, for both apps: goods (thermometers, baby food) are chosen by type and
 * brand; medicines by dosage form, maker and active substance. A shelf holding both is a medicine shelf. The
 * prescription filter is for medicines only (`withPrescription`).
 */
export function shelfFacets(
  facets: FacetsDto,
  t: (key: string) => string,
): { choices: FacetChoices[]; withPrescription: boolean } {
  const goods = (facets.kinds?.goods ?? 0) > 0 && (facets.kinds?.medicine ?? 0) === 0;
  const forms: FacetChoices = {
    group: 'form',
    title: t(goods ? 'catalog.type' : 'catalog.form'),
    items: facets.forms ?? [],
  };
  const countries: FacetChoices = {
    group: 'country',
    title: t('catalog.country'),
    items: facets.countries.map((c) => ({ id: c.code, name: c.name, count: c.count })),
  };
  const choices: FacetChoices[] = goods
    ? [forms, { group: 'brand', title: t('catalog.brand'), items: facets.brands ?? [] }, countries]
    : [
        forms,
        { group: 'manufacturer', title: t('catalog.manufacturer'), items: facets.manufacturers },
        { group: 'substance', title: t('catalog.substance'), items: facets.substances },
        countries,
      ];
  return { choices: choices.filter((choice) => choice.items.length > 0), withPrescription: !goods };
}
