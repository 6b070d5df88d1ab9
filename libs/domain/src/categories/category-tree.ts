import type { CategoryDto } from '@gopharm/api-client';
import type { Locale } from '@gopharm/util';

/** Categories hidden from every list (spec, section 9). */
export const HIDDEN_CATEGORY_IDS: readonly number[] = [706, 708];

export interface Category {
  id: number;
  /** Name in the current language. */
  name: string;
  /** The original Russian name, kept whatever the language. */
  nameRu: string;
  slug: string;
  children: Category[];
}

function toCategory(dto: CategoryDto, locale: Locale): Category {
  const localName = locale === 'uz' ? dto.name_uz : dto.name_ru;
  return {
    id: dto.id,
    name: localName || dto.name,
    nameRu: dto.name_ru,
    slug: dto.slug,
    children: buildChildren(dto.childs ?? [], locale),
  };
}

/**
 * Names compare in the CLDR root order (what "en" uses), the same in every runtime: a language's own tailoring
 * (Uzbek's "Ch" and "Oʻ" after "Z") is missing from some browsers' ICU data, and the server's render and the
 * hydrating browser must list the categories in the same order.
 */
let byName: Intl.Collator | undefined;
/** Made on first use, not when the app's code loads: a collator is slow to create, and start-up blocks input. */
const BY_NAME = () => (byName ??= new Intl.Collator('en'));

function buildChildren(dtos: CategoryDto[], locale: Locale): Category[] {
  return dtos
    .filter((dto) => !HIDDEN_CATEGORY_IDS.includes(dto.id))
    .map((dto) => toCategory(dto, locale))
    .sort((a, b) => BY_NAME().compare(a.name, b.name));
}

/**
 * The category list as the spec shows it: ids 706 and 708 hidden, children sorted by name,
 * parents sorted by their number of children, most first; names in the current language.
 */
export function buildCategoryTree(dtos: CategoryDto[], locale: Locale): Category[] {
  return dtos
    .filter((dto) => !HIDDEN_CATEGORY_IDS.includes(dto.id))
    .map((dto) => toCategory(dto, locale))
    .sort((a, b) => b.children.length - a.children.length);
}
