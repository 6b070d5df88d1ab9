/**
 * What the e2e suites of both apps measure the same way: layout shift and scrolling in real Chromium. Never
 * imported by app code (Playwright's types only: nothing of it is loaded here).
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** What the Layout Instability API reports (not in TypeScript's DOM types yet). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** One layout shift no input caused: its score, when it happened and what moved. */
export interface RecordedShift {
  value: number;
  time: number;
  moved: string[];
}

type ShiftWindow = Window & { __layoutShifts?: RecordedShift[] };

/**
 * An init script: records every layout shift of the page from its first paint that no input caused, as
 * Cumulative Layout Shift counts them, naming what moved (tag, id, class) so a failure says where to look.
 */
export function recordLayoutShifts(): void {
  const shifts: RecordedShift[] = [];
  (window as ShiftWindow).__layoutShifts = shifts;
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className} "${label}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        moved: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

type FooterWindow = Window & { __footerTops?: number[] };

/**
 * An init script: records where the page's footer (`contentinfo`) stands on every frame it is on screen. Layout
 * shift misses a footer the app replaces by a new one at another place (a new element does not "move"), but the
 * shopper sees it jump all the same.
 */
export function recordFooterOnScreen(): void {
  const tops: number[] = [];
  (window as FooterWindow).__footerTops = tops;
  const sample = () => {
    const top = document.querySelector('footer')?.getBoundingClientRect().top;
    if (top !== undefined && top < window.innerHeight && tops.at(-1) !== Math.round(top)) {
      tops.push(Math.round(top));
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** The layout shifts recorded so far (run with `page.evaluate` after `recordLayoutShifts`). */
export function recordedLayoutShifts(): RecordedShift[] {
  return (window as ShiftWindow).__layoutShifts ?? [];
}

/** A shopper's network, as Lighthouse models it: latency in ms, download in bytes per second. */
export interface Network {
  latency: number;
  downloadThroughput: number;
}

/** Lighthouse's slow 4G (150 ms, 1.6 Mbit/s) and its desktop network (40 ms, 10 Mbit/s). */
export const SLOW_4G: Network = { latency: 150, downloadThroughput: 204_800 };
export const DESKTOP_NETWORK: Network = { latency: 40, downloadThroughput: 1_280_000 };

/** Issue 43's slow phone of Uzbekistan: 400 kbps with a 400 ms round trip, and a CPU six times slower. */
export const SLOW_PHONE: Network & { cpuSlowdown: number } = {
  latency: 400,
  downloadThroughput: 50_000,
  cpuSlowdown: 6,
};

/** How long a first tap's effect may take on SLOW_PHONE (the app starts seconds after its button shows). */
export const SLOW_PHONE_START_TIMEOUT = 90_000;

/** Makes the page's network and CPU those of SLOW_PHONE (Chromium's DevTools protocol). */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.downloadThroughput,
    uploadThroughput: SLOW_PHONE.downloadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/**
 * Opens a page in a fresh context (nothing cached, on the given network) and returns its layout shifts from the
 * first paint until it has loaded and settled, with their total, and where its footer was seen on screen.
 */
export async function layoutShiftOf(
  browser: Browser,
  path: string,
  context: BrowserContextOptions,
  network: Network,
  { appLateBy = 0 }: { appLateBy?: number } = {},
): Promise<{
  path: string;
  status: number | undefined;
  total: number;
  shifts: RecordedShift[];
  /** Each place the footer was seen at on screen, in order: more than one is a jump. */
  footerTops: number[];
}> {
  const fresh = await browser.newContext(context);
  const page = await fresh.newPage();
  // `appLateBy` ms: the app's scripts arrive that much later, so the server's HTML is surely on screen before the
  // app renders over it (on a fast network it often is not, and what the app changes then goes unmeasured).
  if (appLateBy > 0) {
    await page.route(/-assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, appLateBy));
      await route.continue();
    });
  }
  // What arrives after the first paint arrives visibly later, as on the shopper's network.
  const cdp = await fresh.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    uploadThroughput: 96_000,
    ...network,
  });
  await page.addInitScript(recordLayoutShifts);
  await page.addInitScript(recordFooterOnScreen);
  const answer = await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The stored cart and user are applied after hydration: leave the page a moment to show them.
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(recordedLayoutShifts);
  const footerTops = await page.evaluate(() => (window as FooterWindow).__footerTops ?? []);
  await fresh.close();
  return {
    path,
    status: answer?.status(),
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    shifts,
    footerTops,
  };
}

/** How far the window is scrolled, in whole pixels. */
export const scrollYOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Where the page's main content sits in the document (it must not move when the header changes). */
export const mainOffsetOf = (page: Page) =>
  page.getByRole('main').evaluate((main) => Math.round(main.getBoundingClientRect().top + window.scrollY));

/** The header's shadow: its sticky style ("none" when it is not sticky). */
export const headerShadowOf = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).boxShadow);

/** Scrolls the window as a shopper would (the scroll is not an input that excuses a layout shift). */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  for (let i = 0; i < 50 && (await scrollYOf(page)) !== y; i++) await page.waitForTimeout(50);
  const reached = await scrollYOf(page);
  if (reached !== y) throw new Error(`the window scrolled to ${reached}, not ${y}: the page moved`);
}

export { everyReachKey, linksOnPage, reachKeyOf, walkLinks, type ReachWalkOptions } from './reach-walk';

/**
 * How long an e2e waits for what a first tap on a freshly opened page does: the tap is kept until the app has
 * started, which on a busy two-core machine can take well over expect's default 5 s.
 */
export const APP_START_TIMEOUT = 20_000;

/**
 * On the development payment page (PAYMENT_PROVIDERS=dev, apps/api/src/payments/dev-payment-routes.ts), which the
 * e2e servers use in place of Payme's and Click's: pays (its first form) or declines (its second), and the page
 * sends the shopper back to the order.
 */
export async function onDevPaymentPage(page: Page, outcome: 'pay' | 'decline'): Promise<void> {
  await page.waitForURL(/\/api\/dev\/pay\/\d+\?/);
  await page
    .getByRole('main')
    .locator('form')
    .nth(outcome === 'pay' ? 0 : 1)
    .getByRole('button')
    .click();
  await page.waitForURL(/\/order-detail\?id=\d+$/);
}

/**
 * Holds the app's scripts (the apps' `*-assets/….js`) until the returned `start()`: the shopper acts on the
 * server's HTML as a slow phone shows it, before the app runs. Open pages with `waitUntil: 'commit'` meanwhile
 * (module scripts hold DOMContentLoaded back).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let start = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  await page.route(/-assets\/.*\.js$/, async (route) => {
    await started;
    await route.continue();
  });
  return start;
}

/**
 * Waits until the app has taken the page over: hydrated and the shopper's stored state read (the page's inline
 * script then stops holding taps). A link tapped before that is an ordinary navigation, rendered by the server.
 */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.waitForFunction(
    () => typeof (window as { __takeEarlyTaps?: unknown }).__takeEarlyTaps !== 'function',
    undefined,
    { timeout: APP_START_TIMEOUT },
  );
}

/**
 * The classes of the page's elements that no stylesheet in the page styles: what the browser paints unstyled (and
 * lays out again once the stylesheet comes). Run on the server's HTML, scripts held (holdAppScripts): every
 * element must be styled on arrival. An element counts when none of its classes has a rule: a CSS module's class
 * made only of `composes` has none of its own, but its element carries the classes it composes.
 */
export async function unstyledClassesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) styled.add(name);
        }
        // Rules inside @media, @supports, @layer and nested rules.
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const unstyled = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      const names = Array.from(element.classList);
      if (!names.some((name) => styled.has(name))) for (const name of names) unstyled.add(name);
    }
    return [...unstyled].sort();
  });
}

/**
 * The pages of every kind both apps serve, for checks that walk them all: home, catalogue, product, search,
 * the shopper's pages, sign-in, the map, content, a missing page, and Uzbek ones. `drug` is one in stock.
 */
export function pagesOfEveryKind(drug: { slug: string; name: string }): string[] {
  const word = drug.name.split(/\s+/)[0].toLowerCase();
  return [
    '/',
    '/catalog-home',
    '/catalog/vitaminy-i-bad',
    `/product/${drug.slug}`,
    `/search?q=${encodeURIComponent(word)}`,
    '/cart',
    '/order-process',
    '/favorites',
    '/auth',
    '/profile',
    '/pharmacy-map',
    '/articles',
    '/about',
    '/no-such-page',
    '/uz',
    '/uz/cart',
    `/uz/product/${drug.slug}`,
  ];
}

/**
 * The running animations of a page that the browser's main thread has to paint frame after frame: those of any
 * property but transform and opacity (which the compositor animates alone), as "name: property, …". A background
 * shimmer so animated costs a slow phone a tenth of every second while the app starts.
 */
export function mainThreadAnimationsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const keyframes = animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
      const timing = new Set(['offset', 'computedOffset', 'easing', 'composite']);
      const properties = new Set(
        keyframes.flatMap((frame) => Object.keys(frame).filter((key) => !timing.has(key))),
      );
      const painted = [...properties].filter(
        (property) => property !== 'transform' && property !== 'opacity',
      );
      const name = (animation as CSSAnimation).animationName ?? animation.id;
      return painted.length > 0 ? [`${name}: ${painted.join(', ')}`] : [];
    }),
  );
}

/**
 * Opens each path with the app's scripts held, as a slow phone first shows it, and names what is wrong with its
 * server HTML: classes left unstyled (unstyledClassesOf) and animations painted by the main thread
 * (mainThreadAnimationsOf). The paths that have any, each with what was found.
 */
export async function faultsOnArrival(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  await holdAppScripts(page);
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const faults = [...(await unstyledClassesOf(page)), ...(await mainThreadAnimationsOf(page))];
    if (faults.length > 0) found[path] = faults;
  }
  return found;
}

/**
 * Opens `from`, lets the app start, then follows its footer's link to `to` (the router's navigation) with every
 * stylesheet held back 1.5 s, and names the page's unstyled classes (unstyledClassesOf) the moment `heading` (the
 * new screen's h1) shows. A screen the app opens must wait for its stylesheets (its lazy import's preload list,
 * tools/build/vite-first-load.ts): painted before them, it is laid out again when they come.
 */
export async function unstyledOnOpening(
  page: Page,
  { from, to, heading }: { from: string; to: string; heading: string },
): Promise<string[]> {
  await page.goto(from);
  await waitForAppStart(page);
  await page.route(/\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // The phone's footer keeps its links in closed disclosures: a click on the anchor itself, as the router sees it.
  await page.locator(`footer a[href="${to}"]`).first().dispatchEvent('click');
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return unstyledClassesOf(page);
}
