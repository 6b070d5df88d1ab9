import type { CategoryRefDto } from '@gopharm/api-client';

/** A category and its parents, the top one first (the way down from the catalogue to it). */
export function categoryPath(category: CategoryRefDto | null): CategoryRefDto[] {
  const path: CategoryRefDto[] = [];
  for (let c = category; c; c = c.parent) path.unshift(c);
  return path;
}

/**
 * A product page's breadcrumb, the same in both apps (a phone shows it as one scrolling line): the home page and
 * every category from the top one down to the drug's own, each a link, then the drug as the current page.
 */
export function productCrumbs(
  drug: { name: string; category: CategoryRefDto | null },
  homeLabel: string,
): { label: string; href?: string }[] {
  return [
    { label: homeLabel, href: '/' },
    ...categoryPath(drug.category).map((c) => ({ label: c.name, href: `/catalog/${c.slug}` })),
    { label: drug.name },
  ];
}
