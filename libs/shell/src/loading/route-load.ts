import type { AppError, CategoryDetailDto, DrugDetailDto, Result } from '@gopharm/api-client';
import { crumbsDownTo } from '../screens/product/category-crumbs';
import { productImages } from '../screens/product/product-images';
import type { LoadContext } from './keyed-load';

/** What a page is about, for its head: title, description, Open Graph and JSON-LD (built by page-head.ts). */
export interface PageSeo {
  title?: string;
  description?: string;
  /** The page's main image (absolute or site-relative); a product page's LCP image is also preloaded. */
  image?: { src: string; width: number; height: number };
  type?: 'website' | 'product';
  /** Names and paths (without locale prefix) from the home page down to this page. */
  breadcrumbs?: { name: string; path?: string }[];
  product?: { name: string; price: number; inStock: boolean; brand?: string; description?: string };
}

/**
 * How loading a page's data went: its status (a missing product is "not-found") and what the head says (for a
 * missing page, `seo.title` names what is missing). `redirect`: the page is another one's address (/code/{id} →
 * /product/{slug}), a path without locale prefix the server answers with 301, or 302 when `temporary` (the
 * address is a page of its own elsewhere, as a phone's page on a desktop).
 */
export interface RouteLoadResult {
  status: 'ok' | 'not-found' | 'failed';
  /** Why a failed load failed, when an API call did. */
  error?: AppError;
  seo?: PageSeo;
  redirect?: string;
  temporary?: boolean;
}

export interface RouteLoadContext extends LoadContext {
  /** The translator of the URL's language (breadcrumb names). */
  t: (key: string) => string;
}

/**
 * What the server answers for a route (status, head, redirect), once it has loaded what the screen shows: the
 * screen's declared data (route-data.ts), kept under its key (`keep`) so the browser does not fetch it again.
 */
export type RouteLoad = (context: RouteLoadContext) => Promise<RouteLoadResult>;

/** A load that failed because a call did: the page cannot be shown, and the call's error says why. */
export const failedBy = (error: AppError): RouteLoadResult => ({ status: 'failed', error });

/** A page whose last call is its listing: shown when the call worked. */
export const listingLoad = (listing: Result<unknown>, seo?: PageSeo): RouteLoadResult =>
  listing.ok ? { status: 'ok', seo } : failedBy(listing.error);

/** The breadcrumb a page shows, as its head's JSON-LD lists it. */
const headCrumbs = (crumbs: { label: string; href?: string }[]) =>
  crumbs.map(({ label, href }) => (href ? { name: label, path: href } : { name: label }));

/** What a product page's head says about the drug; its image is the gallery's first, which the head preloads. */
export function productSeo(drug: DrugDetailDto, t: (key: string) => string): PageSeo {
  const [image] = productImages(drug);
  return {
    title: drug.name,
    type: 'product',
    image: { src: image, width: 400, height: 400 },
    breadcrumbs: headCrumbs(crumbsDownTo(drug.category, drug.name, t('catalog.breadcrumbHome'))),
    product: {
      name: drug.name,
      price: drug.price,
      inStock: drug.is_count_exist,
      brand: drug.manufacturer?.name,
    },
  };
}

/** What a category page's head says: its name and the way down from the home page, as the page shows it. */
export function categorySeo(category: CategoryDetailDto, t: (key: string) => string): PageSeo {
  return {
    title: category.name,
    breadcrumbs: headCrumbs(crumbsDownTo(category.parent, category.name, t('catalog.breadcrumbHome'))),
  };
}
