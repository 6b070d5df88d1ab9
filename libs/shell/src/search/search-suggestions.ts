import type { ChipItem } from '@gopharm/ui-kit';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

// Where a search may go besides its results: the header box's popup (its live part) and the search page show them,
// so the first load, which shows neither, does not carry them.

/** The five fixed category links under the results (spec, section 2). */
export const SEARCH_CATEGORY_LINKS = [
  { key: 'search.medicines', slug: 'lekarstvennye-sredstva' },
  { key: 'search.vitamins', slug: 'vitaminy-i-bad' },
  { key: 'search.phyto', slug: 'fitopreparaty' },
  { key: 'search.motherBaby', slug: 'mama-i-malysh' },
  { key: 'search.devices', slug: 'meditsinskie-izdeliya' },
] as const;

/** The five fixed medicine names of the suggestion chips. */
const SEARCH_CHIP_KEYS = ['search.chip1', 'search.chip2', 'search.chip3', 'search.chip4', 'search.chip5'];

/** The suggestion chips, in the translator's language: each a link to /search?q={name}. */
export function searchChips(t: TFunction): ChipItem[] {
  return SEARCH_CHIP_KEYS.map((key) => {
    const name = t(key);
    return { id: key, label: name, href: `/search?q=${encodeURIComponent(name)}` };
  });
}

/** The suggestion chips in the current language. */
export const useSearchChips = (): ChipItem[] => searchChips(useTranslation().t);
