import type {
  ArticleDto,
  ArticleSummaryDto,
  CategoryDto,
  CollectionDto,
  DrugDto,
  PageDto,
  RegionDto,
  SaleDto,
} from '@gopharm/api-client';
import { isLocale, type Locale } from '@gopharm/util';
import { runInAction, toJS } from 'mobx';
import type { CategoriesStore } from '../categories/categories-store';
import { orderCategories } from '../categories/category-tree';
import type { LocaleStore } from '../locale/locale-store';
import { readCartLines, type CartLine } from '../new-order/cart-line';
import type { NewOrderStore } from '../new-order/new-order-store';
import type { RegionStore } from '../region/region-store';

/** The stores a snapshot reads and fills: the root store's. */
export interface SnapshotStores {
  readonly locale: LocaleStore;
  readonly categories: CategoriesStore;
  readonly region: RegionStore;
  readonly newOrder: Pick<NewOrderStore, 'lines' | 'adopt'>;
  readonly preloaded: Map<string, unknown>;
  /** The parts of the stores whose code loads with their screens (storeOf), of those made. */
  snapshotParts(): Partial<RootSnapshot>;
}

/**
 * A store's part of the snapshot, for a store whose code loads with its screens (storeOf): what a server render's
 * store gives, and how a store made later in the tab takes it (in an action; anything malformed skipped).
 */
export interface SnapshotPart<Store> {
  take(store: Store): Partial<RootSnapshot>;
  apply(store: Store, snapshot: RootSnapshot): void;
}

/**
 * What a server render loaded, as plain JSON: public data only, never the user's but for the cart page's lines
 * (from the shopper's cart cookie: that page is rendered for its request alone, never cached).
 */
export interface RootSnapshot {
  version: 1;
  locale: Locale;
  /** In the tree's order for `locale` (orderCategories): the browser shows them as they are, sorting nothing. */
  categories?: CategoryDto[];
  collections?: CollectionDto[];
  homeDrugs?: DrugDto[];
  sales?: SaleDto[];
  selectedSale?: (SaleDto & { drugs: DrugDto[] }) | null;
  articles?: { list: ArticleSummaryDto[]; count: number };
  selectedArticle?: ArticleDto | null;
  page?: PageDto | null;
  regions?: RegionDto[];
  /** The cart's lines the server rendered (the cart page of a cart its cookie told): the browser hydrates them. */
  cart?: CartLine[];
  /** Screens' answers by data key (RootStore.preloaded). */
  preloaded?: Record<string, unknown>;
}

/**
 * What the browser needs to show the page the server rendered, and no more: the meta tags stay out (they are
 * in the head, and no screen reads them), and of the collections only those a screen shows.
 */
export function takeSnapshot(root: SnapshotStores): RootSnapshot {
  return toJS({
    version: 1,
    locale: root.locale.code,
    categories: orderCategories(root.categories.raw, root.locale.code),
    // Only what a render used: a store whose code loads with its screens is in it if a screen made it.
    ...root.snapshotParts(),
    regions: root.region.regions,
    // A server render fills the cart only from the cart page's cookie.
    cart: root.newOrder.lines.length > 0 ? root.newOrder.lines : undefined,
    preloaded: Object.fromEntries(root.preloaded),
  });
}

/** A list a snapshot carries, not empty (anything else is skipped). */
export const list = <T>(value: T[] | undefined): value is T[] => Array.isArray(value) && value.length > 0;
/** An object a snapshot carries (anything else is skipped). */
export const object = (value: unknown): boolean => typeof value === 'object' && value !== null;

/**
 * Applies a snapshot; anything missing or malformed is skipped, so a bad snapshot only costs a reload. Yields the
 * snapshot when it is one, for the parts of the stores made later (SnapshotPart).
 */
export function applySnapshot(
  root: SnapshotStores,
  snapshot: RootSnapshot | null | undefined,
): RootSnapshot | undefined {
  if (!snapshot || snapshot.version !== 1) return undefined;
  runInAction(() => {
    if (isLocale(snapshot.locale)) root.locale.code = snapshot.locale;
    if (list(snapshot.categories)) {
      root.categories.raw = snapshot.categories;
      root.categories.orderedFor = root.locale.code;
      root.categories.state = 'loaded';
    }
    if (list(snapshot.regions)) root.region.regions = snapshot.regions;
    // Shown until the stored cart is read, which replaces it (mergeCartLines).
    const cart = readCartLines(snapshot.cart);
    if (list(cart)) root.newOrder.adopt(cart);
  });
  const preloaded = snapshot.preloaded;
  if (preloaded && typeof preloaded === 'object' && !Array.isArray(preloaded)) {
    for (const [key, value] of Object.entries(preloaded)) root.preloaded.set(key, value);
  }
  return snapshot;
}
