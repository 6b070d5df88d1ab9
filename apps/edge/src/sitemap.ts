import { LOCALES, ROUTES, alternatesOf, crawlOf, isValidParam } from '@gopharm/util';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';

/** What GET /api/v1/sitemap answers (apps/api/README.md). */
export interface SitemapData {
  products: { slug: string; updated?: string }[];
  categories: { slug: string }[];
}

/** Products per sitemap file: each gives one address per language, well under the 50,000 limit. */
export const PRODUCTS_PER_FILE = 20_000;

/** Keeps only entries that make a valid page address, so odd upstream data never breaks the sitemap. */
export function readSitemapData(body: unknown): SitemapData {
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  const slugOf = (item: unknown) =>
    typeof item === 'object' && item !== null && typeof (item as { slug?: unknown }).slug === 'string'
      ? (item as { slug: string }).slug
      : null;
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const products = list(source.products).flatMap((item) => {
    const slug = slugOf(item);
    if (slug === null || !isValidParam('slug', slug)) return [];
    const updated = (item as { updated?: unknown }).updated;
    const valid = typeof updated === 'string' && !Number.isNaN(Date.parse(updated));
    return [valid ? { slug, updated: new Date(updated).toISOString() } : { slug }];
  });
  const categories = list(source.categories).flatMap((item) => {
    const slug = slugOf(item);
    return slug !== null && isValidParam('slug', slug) ? [{ slug }] : [];
  });
  return { products, categories };
}

/** Both language versions of a page, each naming the other (and x-default) as alternates. */
function entriesOf(path: string, siteUrl: string, lastmod?: string): SitemapItemLoose[] {
  return LOCALES.map((locale) => {
    const { canonical, hreflang } = alternatesOf(path, locale, siteUrl);
    return {
      url: canonical,
      lastmod,
      links: Object.entries(hreflang).map(([lang, url]) => ({ lang, hreflang: lang, url })),
    };
  });
}

async function urlset(items: SitemapItemLoose[], siteUrl: string): Promise<string> {
  const stream = new SitemapStream({
    hostname: siteUrl,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  for (const item of items) stream.write(item);
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/** The files the index lists: static pages, categories, then products in chunks. */
export function sitemapFiles(data: SitemapData): string[] {
  const chunks = Math.max(1, Math.ceil(data.products.length / PRODUCTS_PER_FILE));
  return ['pages', 'categories', ...Array.from({ length: chunks }, (_, index) => `products-${index + 1}`)];
}

export async function sitemapIndexXml(data: SitemapData, siteUrl: string): Promise<string> {
  const stream = new SitemapIndexStream();
  for (const name of sitemapFiles(data)) stream.write({ url: `${siteUrl}/sitemap-${name}.xml` });
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/** One sitemap file by name ("pages", "categories", "products-2"), or null when there is none such. */
export async function sitemapFileXml(
  name: string,
  data: SitemapData,
  siteUrl: string,
): Promise<string | null> {
  if (name === 'pages') {
    const pages = ROUTES.filter((route) => crawlOf(route) === 'sitemap');
    return urlset(
      pages.flatMap((route) => entriesOf(route.path, siteUrl)),
      siteUrl,
    );
  }
  if (name === 'categories') {
    return urlset(
      data.categories.flatMap(({ slug }) => entriesOf(`/catalog/${encodeURIComponent(slug)}`, siteUrl)),
      siteUrl,
    );
  }
  const chunk = /^products-([1-9][0-9]{0,5})$/.exec(name);
  if (!chunk || !sitemapFiles(data).includes(name)) return null;
  const start = (Number(chunk[1]) - 1) * PRODUCTS_PER_FILE;
  const products = data.products.slice(start, start + PRODUCTS_PER_FILE);
  return urlset(
    products.flatMap(({ slug, updated }) =>
      entriesOf(`/product/${encodeURIComponent(slug)}`, siteUrl, updated),
    ),
    siteUrl,
  );
}

/** robots.txt: everything crawlable but the API and a shopper's own pages, in both languages. */
export function robotsTxt(siteUrl: string): string {
  const privatePaths = ROUTES.filter((route) => crawlOf(route) === 'private' && !route.parent).map(
    (route) => route.path,
  );
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  for (const path of privatePaths) lines.push(`Disallow: ${path}`, `Disallow: /uz${path}`);
  lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`, '');
  return lines.join('\n');
}

/**
 * The API's sitemap data, reused for `ttlMs`; concurrent askers share one request, and the last good
 * answer is kept when the API fails so crawlers still get a sitemap.
 */
export class SitemapSource {
  private cached?: { data: SitemapData; at: number };
  private pending?: Promise<SitemapData>;

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<SitemapData> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached.data;
    this.pending ??= this.load()
      .then((body) => {
        const data = readSitemapData(body);
        this.cached = { data, at: this.now() };
        return data;
      })
      .catch((error: unknown) => {
        if (this.cached) return this.cached.data;
        throw error;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}
