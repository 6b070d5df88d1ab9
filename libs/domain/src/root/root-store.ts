import { createApiClient, type ApiClient, type ApiClientConfig } from '@gopharm/api-client';
import { localizePath, type Locale } from '@gopharm/util';
import { reaction, runInAction, type IReactionDisposer } from 'mobx';
import { AuthStore } from '../auth/auth-store';
import { CategoriesStore } from '../categories/categories-store';
import { CHUNK_RELOAD_INTERVAL_MS } from '../errors/failed-load';
import { FavoritesStore } from '../favorites/favorites-store';
import { LocaleStore } from '../locale/locale-store';
import { NewOrderStore } from '../new-order/new-order-store';
import { OrdersStore } from '../orders/orders-store';
import {
  noopCookies,
  noopNavigation,
  type CookiePort,
  type DeviceKind,
  type KeyValueStorage,
  type Logger,
  type NavigateOptions,
  type NavigationPort,
} from '../ports/ports';
import { RegionStore } from '../region/region-store';
import { UserLastDrugsStore } from '../user-last-drugs/user-last-drugs-store';
import { applySnapshot, type RootSnapshot, type SnapshotPart } from './snapshot';
import { ShownAnswers } from './shown-answers';

type StoredState = typeof import('./stored-state');

export interface RootStoreOptions {
  locale: Locale;
  /** An API client; built from apiConfig when absent (then the root store supplies lan, region, token, 401). */
  api?: ApiClient;
  apiConfig?: Omit<ApiClientConfig, 'getLocale' | 'getRegion' | 'getToken' | 'onUnauthorized'>;
  /** Where persisted state lives (localStorage in the browser); nothing is persisted without it. */
  storage?: KeyValueStorage;
  navigation?: NavigationPort;
  cookies?: CookiePort;
  /** The shopper's device for the order ("mobile" or "desktop" from the browser). */
  device?: () => DeviceKind;
  logger?: Logger;
  /** Idempotency keys of orders; a random UUID by default (plain-HTTP pages too). */
  newId?: () => string;
  /** State rendered on the server, to start from. */
  snapshot?: RootSnapshot;
  /**
   * Leaves persisted state unread until `startPersistence()`: a tab hydrating server HTML first renders exactly
   * what the server rendered, then applies the cart, favourites and user from storage.
   */
  deferPersistence?: boolean;
  /** The clock, for tests. */
  now?: () => number;
}

const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/** The stores a RootStore makes on first use. */
interface StoresMadeOnUse {
  orders: OrdersStore;
  userLastDrugs: UserLastDrugsStore;
}

/** The whole client state of one tab, one server-rendered request or one test. */
export class RootStore {
  readonly api: ApiClient;
  readonly logger: Logger;
  readonly device: () => DeviceKind;
  /** The orders' idempotency keys' maker, when the options give one (checkout-store.ts: random UUIDs). */
  readonly newId?: () => string;
  readonly locale: LocaleStore;
  readonly auth: AuthStore;
  readonly region: RegionStore;
  readonly categories: CategoriesStore;
  readonly favorites: FavoritesStore;
  readonly newOrder: NewOrderStore;
  // Stores a server render never reads are made on first use: a render builds a fresh tree per request. So are
  // those only some pages' first screen reads (the home page's rows, the recently seen): making a store is MobX's
  // work on each of its members, in the one task that starts the app on a phone. The stores only some screens
  // read (home's drugs, articles, content pages, sales, collections) come with those screens' code (storeOf:
  // drugsOf, articlesOf...).
  private readonly made: Partial<StoresMadeOnUse> = {};
  get userLastDrugs(): UserLastDrugsStore {
    return (this.made.userLastDrugs ??= new UserLastDrugsStore(this, this.api, this.logger));
  }
  get orders(): OrdersStore {
    return (this.made.orders ??= new OrdersStore(this.api));
  }
  /** A store made on first use if something has used it: what only reads it (a snapshot) need not make it. */
  ifMade<K extends keyof StoresMadeOnUse>(name: K): StoresMadeOnUse[K] | undefined {
    return this.made[name];
  }
  /** The snapshot this tab started from, for the parts of the stores made later (addSnapshotPart). */
  private readonly startedFrom?: RootSnapshot;
  private readonly madeParts: (() => Partial<RootSnapshot>)[] = [];
  /**
   * A store made with its screens (storeOf) takes its part of the snapshot the tab started from, if in the same
   * language, and gives its part to the snapshot a server render takes.
   */
  addSnapshotPart<Store>(store: Store, part: SnapshotPart<Store>): void {
    const from = this.startedFrom;
    if (from?.locale === this.locale.code) runInAction(() => part.apply(store, from));
    this.madeParts.push(() => part.take(store));
  }
  /** What the stores made with their screens give a snapshot (takeSnapshot). */
  snapshotParts(): Partial<RootSnapshot> {
    return Object.assign({}, ...this.madeParts.map((take) => take()));
  }
  /** Resolves once persisted state is read back (at once without storage). */
  readonly ready: Promise<void>;
  /**
   * What a store made on first use forgets or loads again when a signed-in user saves another region (the
   * checkout its draft, the sales their list); resetForSavedRegion (region-picker.ts) waits for what they yield.
   */
  readonly afterRegionSaved = new Set<() => unknown>();
  /**
   * Answers a server render loaded for a screen, by the screen's data key: the screen starts from them instead
   * of fetching again. Carried in the snapshot; public data only.
   */
  readonly preloaded = new Map<string, unknown>();
  /** What screens showed, for Back and Forward (ShownAnswers); private answers among them go on logout. */
  readonly shown = new ShownAnswers();
  private readonly navigation: NavigationPort;
  private readonly storage?: KeyValueStorage;
  /** The clock (a test's own): what the cart's changes are timed by. */
  readonly now: () => number;
  private readonly disposers: IReactionDisposer[] = [];
  private readonly stopPersisting: (() => void)[] = [];

  constructor(options: RootStoreOptions) {
    this.logger = options.logger ?? { error: (message, details) => console.error(message, details) };
    this.navigation = options.navigation ?? noopNavigation;
    this.storage = options.storage;
    this.now = options.now ?? Date.now;
    this.device = options.device ?? (() => 'desktop');
    this.newId = options.newId;
    this.locale = new LocaleStore(options.locale, options.cookies ?? noopCookies);
    this.api =
      options.api ??
      createApiClient({
        ...options.apiConfig,
        getLocale: () => this.locale.code,
        getRegion: () => this.region.effectiveId,
        getToken: () => this.auth.token,
        onUnauthorized: (_error, sentToken) => this.auth.handleUnauthorized(sentToken),
      });
    this.auth = new AuthStore(this, this.api);
    this.region = new RegionStore(this, this.api);
    this.categories = new CategoriesStore(this, this.api);
    this.favorites = new FavoritesStore(this, this.api);
    this.newOrder = new NewOrderStore(this, this.api);
    if (options.snapshot) this.startedFrom = applySnapshot(this, options.snapshot);

    // A language switch re-initialises the default region and reloads the categories in the new language.
    this.disposers.push(
      reaction(
        () => this.locale.code,
        () => {
          this.region.forgetRegions();
          void this.region.initDefault();
          void this.newOrder.followLanguage();
          if (this.categories.state !== 'idle') void this.categories.load();
        },
      ),
    );
    let startReading: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (startReading = resolve));
    const storage = options.storage;
    this.ready = storage ? read.then(() => this.persistAll(storage)) : Promise.resolve();
    this.startPersistence = () => {
      startReading();
      return this.ready;
    };
    if (!options.deferPersistence) startReading();
  }

  /** Reads persisted state back and keeps it written from then on (at once unless deferPersistence). */
  readonly startPersistence: () => Promise<void>;

  private async persistAll(storage: KeyValueStorage): Promise<void> {
    // The readers and the storage wrapper load now, not with the first load (stored-state.ts). Should they not
    // arrive (offline), the stores keep what the page showed and start-up goes on (as without storage).
    const { persistStores } = await import('./stored-state');
    const stops = await persistStores(this, storage);
    this.stopPersisting.push(...stops);
    // What was kept from a visit in the other language reads in this one (the region's and the cart's names).
    void this.region.followLanguage();
    void this.newOrder.followLanguage();
    // A signed-in shopper's cart follows them: what another device changed arrives, what this one did not save goes.
    void this.newOrder.save();
  }

  /**
   * Keeps a store made on first use on the device: `persistOne` reads it back once the root's own stored state is
   * read (never before startPersistence: a page hydrating the server's HTML first renders what the server did),
   * with the stored state's code (stored-state.ts, its readers), and keeps it written until dispose. Resolves once
   * read; without storage, or should the root's stored state not have been read (its code did not arrive), at
   * once, the store keeping what it holds.
   */
  async keepOnDevice(
    persistOne: (stored: StoredState, storage: KeyValueStorage, logger: Logger) => Promise<() => void>,
  ): Promise<void> {
    const storage = this.storage;
    if (!storage) return;
    try {
      await this.ready;
      this.stopPersisting.push(await persistOne(await import('./stored-state'), storage, this.logger));
    } catch {
      // Offline: the store's code or the storage wrapper's did not arrive; as without storage.
    }
  }

  /** Goes to a path written without locale prefix, in the current language. */
  navigate(path: string, options?: NavigateOptions): void {
    this.navigation.navigate(localizePath(path, this.locale.code), options);
  }

  reload(): void {
    this.navigation.reload();
  }

  /** Leaves the app for a payment provider's page (the card is typed there, never on ours). */
  leave(url: string): void {
    this.navigation.leave(url);
  }

  currentPath(): string {
    return this.navigation.currentPath();
  }

  /**
   * A failed script-chunk load reloads the page, at most once per 60 seconds; true when it reloaded. Calls made
   * while one is deciding share its answer: a failed screen caught twice (or two at once) reloads once, not twice
   * (each would read the time before the other wrote it).
   */
  reloadAfterChunkError(): Promise<boolean> {
    this.chunkReload ??= this.decideChunkReload().finally(() => (this.chunkReload = null));
    return this.chunkReload;
  }

  private chunkReload: Promise<boolean> | null = null;

  private async decideChunkReload(): Promise<boolean> {
    const last = Number((await this.storage?.getItem(CHUNK_RELOAD_KEY)) ?? 0);
    const now = this.now();
    if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    await this.storage?.setItem(CHUNK_RELOAD_KEY, String(now));
    this.reload();
    return true;
  }

  /** Forgets an entry kept on the device (a failure to is logged: the entry expires in time). */
  async forgetStored(key: string): Promise<void> {
    try {
      await this.storage?.removeItem(key);
    } catch (error) {
      this.logger.error('storage remove failed', error);
    }
  }

  /**
   * On logout: the user's private data goes; the cart, language and region stay. The features' private stores
   * (order history, cards, addresses, prescriptions, stock alerts: privateStoreOf) reset themselves as the user goes.
   */
  clearPrivateData(): void {
    this.favorites.reset();
    this.shown.clear();
    this.newOrder.stopSaving();
  }

  /** Stops reactions and persistence (end of a server request or a test). */
  dispose(): void {
    this.newOrder.stopSaving();
    for (const dispose of this.disposers.splice(0)) dispose();
    for (const stop of this.stopPersisting.splice(0)) stop();
  }
}

/** Builds a fresh store tree. There is no module-level singleton: each caller gets its own. */
export function createRootStore(options: RootStoreOptions): RootStore {
  return new RootStore(options);
}
