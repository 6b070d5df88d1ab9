import type { CategoryDto } from '@gopharm/api-client';
import type { CategoryIconName, Locale } from '@gopharm/util';

/** Categories hidden from every list (spec, section 9). */
export const HIDDEN_CATEGORY_IDS: readonly number[] = [706, 708];

export interface Category {
  id: number;
  /** Name in the current language. */
  name: string;
  /** The original Russian name, kept whatever the language. */
  nameRu: string;
  slug: string;
  /** Its tile's icon (top-level categories); null: none. */
  icon: CategoryIconName | null;
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

/**
 * The category list as the spec shows it: ids 706 and 708 hidden, children sorted by name, parents sorted by their
 * number of children, most first; names in the current language. `inOrder`: the list is in that order already
 * (a server's snapshot: orderCategories), so it is taken as it is and no collator is made.
 */
export function buildCategoryTree(
  dtos: CategoryDto[],
  locale: Locale,
  inOrder = false,
  parents = true,
): Category[] {
  const list = dtos
    .filter((dto) => !HIDDEN_CATEGORY_IDS.includes(dto.id))
    .map((dto) => ({
      id: dto.id,
      name: (locale === 'uz' ? dto.name_uz : dto.name_ru) || dto.name,
      nameRu: dto.name_ru,
      slug: dto.slug,
      icon: dto.icon,
      children: buildCategoryTree(dto.childs ?? [], locale, inOrder, false),
    }));
  return inOrder
    ? list
    : list.sort((a, b) =>
        parents ? b.children.length - a.children.length : BY_NAME().compare(a.name, b.name),
      );
}

/** The API's own objects in the tree's order (buildCategoryTree), hidden ones left out: what a snapshot carries. */
export function orderCategories(dtos: CategoryDto[], locale: Locale): CategoryDto[] {
  const reorder = (tree: Category[], list: CategoryDto[]): CategoryDto[] =>
    tree.map((category) => {
      const dto = list.find(({ id }) => id === category.id) as CategoryDto;
      return { ...dto, childs: reorder(category.children, dto.childs ?? []) };
    });
  return reorder(buildCategoryTree(dtos, locale), dtos);
}
