/**
 * The menu walk of both apps' e2e suites: which screens of the route table a shopper reaches by tapping links.
 * Never imported by app code (Playwright's types only).
 */
import type { Page } from '@playwright/test';
import { ROUTES } from './routes/route-table';
import { matchRoute, splitLocale } from './routes/match-route';

/**
 * Parameter routes whose bare path is a screen of its own, an index the shopper must reach as well as one item:
 * `/sale` (every sale) and `/collection` (every collection), next to `/sale/{id}` and `/collection/{slug}`.
 */
export const INDEX_ROUTES = ['sale', 'collection'] as const;

/** The key a route is counted by: its id, or "id (index)" for the bare path of a route in INDEX_ROUTES. */
export function reachKeyOf(href: string, origin: string): { key: string; path: string } | null {
  const url = new URL(href, origin);
  if (url.origin !== origin || url.pathname.startsWith('/api/')) return null;
  const match = matchRoute(url.pathname);
  if (!match) return null;
  const index = !match.param && (INDEX_ROUTES as readonly string[]).includes(match.route.id);
  // Visited in Russian: the language switch's /uz links reach the same screens.
  return {
    key: index ? `${match.route.id} (index)` : match.route.id,
    path: splitLocale(url.pathname).path + url.search,
  };
}

/** Every key the route table asks the walk to reach. */
export function everyReachKey(): string[] {
  return [...ROUTES.map((route) => route.id), ...INDEX_ROUTES.map((id) => `${id} (index)`)];
}

/**
 * The in-app links a shopper can tap on the page as it is: visible ones, after opening every disclosure (a tap on
 * its summary, as the phone footer's columns).
 */
export async function linksOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => link.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((link) => link.href);
  });
}

export interface ReachWalkOptions {
  /** Where the walk starts (paths). */
  start: string[];
  /** Keys already reached (say, by a guest's links) with where from; the walk adds to it. */
  reached?: Map<string, string>;
  /** Taps on a screen before its links are read, by route id (choosing pick-up in checkout shows its map link). */
  taps?: Partial<Record<string, (page: Page) => Promise<void>>>;
  /** At most this many pages. */
  limit?: number;
}

/**
 * Opens `start`, reads its links, and opens the first link found to each route not yet opened, until no new route
 * appears: one page per route (per index), so the walk ends in a few dozen pages. Returns each reached key with
 * the page whose link reached it.
 */
export async function walkLinks(page: Page, options: ReachWalkOptions): Promise<Map<string, string>> {
  const { start, taps = {}, limit = 80 } = options;
  const reached = options.reached ?? new Map<string, string>();
  const queue = [...start];
  // Opened or about to be, by this walk (keys reached before it, say by a guest, are still opened once).
  const queued = new Set<string>();
  let pages = 0;
  while (queue.length > 0 && pages < limit) {
    const path = queue.shift() as string;
    pages += 1;
    await page.goto(path);
    // A shopper's own page opened afresh may pass by /auth while the stored session is read: wait until it is
    // back (a page that really moves elsewhere is read where it ends).
    await page
      .waitForURL((url) => url.pathname + url.search === path, { timeout: 15_000 })
      .catch(() => undefined);
    // The page's data (an order list, a category tree) arrives after the first paint.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const origin = new URL(page.url()).origin;
    const here = reachKeyOf(page.url(), origin);
    if (here) queued.add(here.key);
    const tap = here && taps[here.key];
    if (tap) await tap(page);
    // Read twice, a moment apart: a list that loads once the session is read (the order history) shows late.
    const first = await linksOnPage(page);
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    for (const href of new Set([...first, ...(await linksOnPage(page))])) {
      const target = reachKeyOf(href, origin);
      if (!target) continue;
      if (!reached.has(target.key)) reached.set(target.key, path);
      if (queued.has(target.key)) continue;
      queued.add(target.key);
      queue.push(target.path);
    }
  }
  return reached;
}
