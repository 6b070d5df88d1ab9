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

/**
 * Names compare in the CLDR root order (what "en" uses), the same in every runtime: a language's own tailoring
 * (Uzbek's "Ch" and "Oʻ" after "Z") is missing from some browsers' ICU data, and the server's render and the
 * hydrating browser must list the categories in the same order.
 */
let byName: Intl.Collator | undefined;
/**
 * Made on first use, not when the app's code loads: a collator is slow to create (18 ms on a phone), and start-up
 * blocks input. A server-rendered page's browser makes none: its snapshot carries the tree already in order.
 */
const BY_NAME = () => (byName ??= new Intl.Collator('en'));

const localName = (dto: CategoryDto, locale: Locale): string =>
  (locale === 'uz' ? dto.name_uz : dto.name_ru) || dto.name;

const visible = (dtos: CategoryDto[]): CategoryDto[] =>
  dtos.filter((dto) => !HIDDEN_CATEGORY_IDS.includes(dto.id));

function orderChildren(dtos: CategoryDto[], locale: Locale): CategoryDto[] {
  return visible(dtos)
    .map((dto) => ({ ...dto, childs: orderChildren(dto.childs ?? [], locale) }))
    .sort((a, b) => BY_NAME().compare(localName(a, locale), localName(b, locale)));
}

/**
 * The API's categories as the spec lists them, still as the API's objects: ids 706 and 708 hidden, children
 * sorted by name, parents sorted by their number of children, most first (names in the given language). What a
 * server's snapshot carries, so that the browser takes the order as it is.
 */
export function orderCategories(dtos: CategoryDto[], locale: Locale): CategoryDto[] {
  return visible(dtos)
    .map((dto) => ({ ...dto, childs: orderChildren(dto.childs ?? [], locale) }))
    .sort((a, b) => (b.childs?.length ?? 0) - (a.childs?.length ?? 0));
}

/** Categories already in order (orderCategories) as the screens show them: names in the current language. */
export function namedCategories(ordered: CategoryDto[], locale: Locale): Category[] {
  return ordered.map((dto) => ({
    id: dto.id,
    name: localName(dto, locale),
    nameRu: dto.name_ru,
    slug: dto.slug,
    children: namedCategories(dto.childs ?? [], locale),
  }));
}
