import type { MetaTagDto } from '@gopharm/api-client';
import type { Locale } from '@gopharm/util';
import { PREFETCH_TEMPLATE_ID, scriptJson } from '@gopharm/util';
import type { PageSeo } from '../loading/route-load';
import { captureEarlyTaps } from './early-taps';
import { pageTitle } from './page-title';

/** Holds taps on the server's buttons until the app runs (early-taps.ts); first in the head, before any script. */
const EARLY_TAPS_SCRIPT = `(${captureEarlyTaps.toString()})(document,window)`;

export interface PageHeadInput {
  seo: PageSeo;
  /** The page's tags from GET v1/get-metas (title, description, og:*). */
  meta: MetaTagDto[];
  locale: Locale;
  /** The page's canonical address, also og:url. */
  canonical: string;
  siteUrl: string;
  nonce: string;
  /** Used when neither the meta tags nor the page name a title: the route's ("Корзина — GoPharm"). */
  fallbackTitle: string;
}

const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', uz: 'uz_UZ' };

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const absolute = (src: string, siteUrl: string) =>
  /^https?:\/\//.test(src) ? src : new URL(src, siteUrl).href;

function localized(path: string, locale: Locale, siteUrl: string) {
  const prefixed = locale === 'ru' ? path : path === '/' ? '/uz' : `/uz${path}`;
  return new URL(prefixed, siteUrl).href;
}

/** JSON-LD of the page: a Product with its Offer, a BreadcrumbList. */
export function jsonLdOf({ seo, canonical, locale, siteUrl }: PageHeadInput): object[] {
  const blocks: object[] = [];
  if (seo.product) {
    const { name, price, inStock, brand, description } = seo.product;
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      ...(seo.image && { image: absolute(seo.image.src, siteUrl) }),
      ...(description && { description }),
      ...(brand && { brand: { '@type': 'Brand', name: brand } }),
      offers: {
        '@type': 'Offer',
        price: String(price),
        priceCurrency: 'UZS',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: canonical,
      },
    });
  }
  if (seo.breadcrumbs && seo.breadcrumbs.length > 0) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: seo.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.path === undefined ? canonical : localized(crumb.path, locale, siteUrl),
      })),
    });
  }
  return blocks;
}

/**
 * The page's head tags, server-side: the meta tags of GET v1/get-metas win, the page's own data fills the gaps.
 * Every value is escaped; JSON-LD carries the answer's nonce and cannot close its script element.
 */
export function pageHead(input: PageHeadInput): string {
  const { seo, meta, locale, canonical, siteUrl, nonce, fallbackTitle } = input;
  const tag = (hid: string) => meta.find((item) => item.hid === hid)?.content;
  const title = tag('title') ?? (seo.title ? pageTitle(seo.title) : fallbackTitle);
  const description = tag('description') ?? seo.description;
  const image = seo.image && absolute(seo.image.src, siteUrl);
  const parts = [
    `<title>${escape(title)}</title>`,
    `<script nonce="${escape(nonce)}">${EARLY_TAPS_SCRIPT}</script>`,
  ];
  if (description) parts.push(`<meta name="description" content="${escape(description)}">`);
  const og: [string, string | undefined][] = [
    ['og:title', tag('og:title') ?? title],
    ['og:description', tag('og:description') ?? description],
    ['og:type', seo.type ?? 'website'],
    ['og:url', canonical],
    ['og:locale', OG_LOCALE[locale]],
    ['og:image', image],
  ];
  for (const [property, content] of og) {
    if (content) parts.push(`<meta property="${property}" content="${escape(content)}">`);
  }
  if (seo.image && seo.type === 'product') {
    // The product photo is the page's largest paint: fetch it with the HTML, before the scripts.
    parts.push(`<link rel="preload" as="image" href="${escape(seo.image.src)}" fetchpriority="high">`);
  }
  for (const block of jsonLdOf(input)) {
    parts.push(`<script type="application/ld+json" nonce="${escape(nonce)}">${scriptJson(block)}</script>`);
  }
  return parts.join('');
}

/** A screen's own stylesheets and scripts, beyond those the page's entry links (from the build's manifest). */
export interface ScreenFiles {
  css: string[];
  js: string[];
}

/**
 * Links to the rendered screen's stylesheets, so the server HTML is styled on arrival (the screen's chunk would
 * otherwise add them only once it ran, and the page would re-lay out), and preloads of its scripts, which the
 * browser needs before it can hydrate. Same attributes as Vite's own links, so its loader finds them and adds none.
 */
export function screenFileLinks(files: ScreenFiles | undefined, nonce: string): string {
  if (!files) return '';
  const attributes = `crossorigin nonce="${escape(nonce)}"`;
  return [
    ...files.css.map((href) => `<link rel="stylesheet" ${attributes} href="${escape(href)}">`),
    // Low priority, as the app's own scripts (the edge's template): the page paints from the HTML alone.
    ...files.js.map(
      (href) => `<link rel="modulepreload" ${attributes} fetchpriority="low" href="${escape(href)}">`,
    ),
  ].join('');
}

/**
 * The files of the screens a shopper most likely opens next, not already on the page, as prefetch links in an
 * inert template: the browser puts them in the head once the page is idle (prefetchWhenIdle). So they never
 * compete with the page's own files, and fetching them runs none of their code nor restyles the page (importing
 * the chunks did both: Vite adds each chunk's stylesheet as it loads).
 */
export function prefetchTemplate(next: ScreenFiles, onPage: ScreenFiles): string {
  const css = next.css.filter((href) => !onPage.css.includes(href));
  const js = next.js.filter((href) => !onPage.js.includes(href));
  if (css.length + js.length === 0) return '';
  const links = [
    ...css.map((href) => `<link rel="prefetch" as="style" href="${escape(href)}">`),
    // CORS, as the module scripts that will use them are fetched.
    ...js.map((href) => `<link rel="prefetch" as="script" crossorigin href="${escape(href)}">`),
  ];
  return `<template id="${PREFETCH_TEMPLATE_ID}">${links.join('')}</template>`;
}
