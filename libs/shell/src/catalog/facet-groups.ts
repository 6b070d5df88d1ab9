import type { DrugFilters, FacetsDto } from '@gopharm/api-client';
import type { ChipItem } from '@gopharm/ui-kit';
import type { TFunction } from 'i18next';

/** A filter chosen by ticking boxes (the desktop's column, the phone's sheet), by its URL parameter. */
export type CheckedFacet = 'manufacturer' | 'substance' | 'country';

/** One ticked filter as both apps list it: its title, its URL parameter and its choices with counts. */
export interface FacetChoices {
  group: CheckedFacet;
  title: string;
  items: Array<{ id: string | number; name: string; count: number }>;
}

/**
 * A filter chosen by following a link (dosage form, type, brand): its name and its chips, the first of which
 * ("Все формы") clears it; the chosen one is the page's own address (`aria-current`).
 */
export interface FacetLinks {
  group: 'form' | 'brand';
  title: string;
  items: ChipItem[];
}

/** What a shelf offers, for both apps: they differ in how they lay it out only. */
export interface ShelfFacets {
  links: FacetLinks[];
  checks: FacetChoices[];
  /** The prescription filter: for shelves with medicines only. */
  withPrescription: boolean;
}

/** Each link filter's title and its clearing chip's text, by what the shelf holds. */
const LINK_TEXTS = {
  form: ['catalog.facetForm', 'catalog.facetAllForms'],
  type: ['catalog.facetType', 'catalog.facetAllTypes'],
  formOrType: ['catalog.facetFormOrType', 'catalog.facetAllFormsOrTypes'],
  brand: ['catalog.facetBrand', 'catalog.facetAllBrands'],
} as const;

/**
 * The filters that fit the shelf: goods (thermometers, baby food) are chosen by type and brand, medicines by
 * dosage form (as links: a crawler and a shopper without the app's scripts follow them), maker, active
 * substance and prescription. A shelf holding both is a medicine shelf whose first filter names both. A
 * link filter with a single choice and none chosen is left out: it would narrow nothing.
 */
export function shelfFacets(
  facets: FacetsDto,
  filters: DrugFilters,
  t: TFunction,
  facetHref: (name: 'form' | 'brand', value: string | null) => string,
): ShelfFacets {
  const medicines = facets.kinds?.medicine ?? 1;
  const goods = facets.kinds?.goods ?? 0;
  const goodsOnly = goods > 0 && medicines === 0;
  const linkGroup = (
    group: 'form' | 'brand',
    [title, all]: (typeof LINK_TEXTS)[keyof typeof LINK_TEXTS],
    items: Array<{ id: string; name: string; count: number }> = [],
  ): FacetLinks => {
    const chosen = filters[group] ?? [];
    return {
      group,
      title: t(title),
      items:
        items.length < 2 && chosen.length === 0
          ? []
          : [
              { id: '', label: t(all), href: facetHref(group, null), selected: !chosen.length },
              // The chosen first after "all": in a phone's scrolling line it stays in view.
              ...[...items]
                .sort((a, b) => Number(chosen.includes(b.id)) - Number(chosen.includes(a.id)))
                .map((item) => ({
                  id: item.id,
                  label: `${item.name} ${t('catalog.facetCount', { value: item.count })}`,
                  href: facetHref(group, item.id),
                  selected: chosen.includes(item.id),
                })),
            ],
    };
  };
  const countries: FacetChoices = {
    group: 'country',
    title: t('catalog.country'),
    items: facets.countries.map((c) => ({ id: c.code, name: c.name, count: c.count })),
  };
  const formTexts = goodsOnly ? LINK_TEXTS.type : goods > 0 ? LINK_TEXTS.formOrType : LINK_TEXTS.form;
  const links = [linkGroup('form', formTexts, facets.forms)];
  if (goodsOnly) links.push(linkGroup('brand', LINK_TEXTS.brand, facets.brands));
  const checks: FacetChoices[] = goodsOnly
    ? [countries]
    : [
        { group: 'manufacturer', title: t('catalog.manufacturer'), items: facets.manufacturers },
        { group: 'substance', title: t('catalog.substance'), items: facets.substances },
        countries,
      ];
  return {
    links: links.filter((link) => link.items.length > 0),
    checks: checks.filter((check) => check.items.length > 0),
    withPrescription: !goodsOnly,
  };
}
