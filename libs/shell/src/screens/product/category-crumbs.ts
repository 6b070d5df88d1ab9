import type { CategoryRefDto } from '@gopharm/api-client';

/** A category and its parents, the top one first (the way down from the catalogue to it). */
export function categoryPath(category: CategoryRefDto | null): CategoryRefDto[] {
  const path: CategoryRefDto[] = [];
  for (let c = category; c; c = c.parent) path.unshift(c);
  return path;
}

/**
 * A page's breadcrumb, the same in both apps and in the page's head (a phone shows it as one scrolling line): the
 * home page and every category from the top one down to `parent`, each a link, then the page itself (`name`).
 */
export function crumbsDownTo(
  parent: CategoryRefDto | null,
  name: string,
  homeLabel: string,
): { label: string; href?: string }[] {
  return [
    { label: homeLabel, href: '/' },
    ...categoryPath(parent).map((c) => ({ label: c.name, href: `/catalog/${c.slug}` })),
    { label: name },
  ];
}

/** A product page's breadcrumb: down through the drug's categories to the drug. */
export const productCrumbs = (drug: { name: string; category: CategoryRefDto | null }, homeLabel: string) =>
  crumbsDownTo(drug.category, drug.name, homeLabel);
