import {
  AppError,
  failed,
  succeeded,
  type Result,
  type ApiClient,
  type RefusalAnswer,
  type CategoryDto,
  type DrugDto,
  type PharmacyDto,
  type UserDto,
} from '@gopharm/api-client';
import type { KeyValueStorage, NavigateOptions, NavigationPort } from './ports/ports';

// For the dictionaries' check (shell's refusal-text.spec.ts). Not from the index: its re-export kept the catalogue
// of refusals in the first load's static graph, which the stores there now fetch with the first refusal.
export { REFUSAL_KEYS } from './errors/refusal';

/** Builds a category as the wire carries it, for tests. */
export function categoryDto(overrides: Partial<CategoryDto> & { id: number }): CategoryDto {
  const name = overrides.name_ru ?? `Категория ${overrides.id}`;
  return {
    name,
    name_ru: name,
    name_uz: overrides.name_uz ?? `Kategoriya ${overrides.id}`,
    slug: `category-${overrides.id}`,
    parent_id: null,
    icon: null,
    childs: [],
    ...overrides,
  };
}

/** Builds a drug as the wire carries it, for tests. */
export function drugDto(overrides: Partial<DrugDto> & { id: number }): DrugDto {
  return {
    slug: `drug-${overrides.id}`,
    name: `Препарат ${overrides.id} "Фарма"`,
    price: 10_000,
    manufacturer: { id: 1, name: 'Фарма', country: 'Узбекистан' },
    country_code: 'UZ',
    image: `/media/drugs/${overrides.id}.jpg`,
    image_thumbnail: `/media/drugs/${overrides.id}-thumb.jpg`,
    is_count_exist: true,
    max_count: 10,
    international_name: { id: 1, name: 'Парацетамол' },
    is_recept: false,
    release_form: 'таблетки',
    labels: [],
    category_id: 1,
    ...overrides,
  };
}

/** Builds a pharmacy of the region as the wire carries it, for tests. */
export function pharmacyDto(overrides: Partial<PharmacyDto> & { id: number }): PharmacyDto {
  return {
    name: `Аптека ${overrides.id}`,
    address: 'Ташкент',
    phone: '998712000000',
    lat: 41.3,
    lng: 69.2,
    opens: '08:30',
    closes: '20:30',
    region_id: 1,
    ...overrides,
  };
}

export function userDto(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 1,
    phone: '998901234567',
    first_name: 'Ali',
    last_name: 'Valiyev',
    father_name: '',
    birth_date: '1990-01-02',
    gender: 'male',
    complete: 1,
    ...overrides,
  };
}

/** A failure as the client reports one, for a test's fake call or one it did not state. */
const TEST_FAILURE = new AppError(500, 'Failed');

/**
 * A fake call as a test states it: the answer itself (taken as the call's success), false (a failed call), or the
 * Result the client would yield (a refusal, a failure of a kind).
 */
export type FakeCall<Call> = Call extends (...args: infer A) => Promise<Result<infer T>>
  ? (...args: A) => Promise<FakeAnswer<T> | false | Result<T> | RefusalAnswer>
  : Call;

/** An answer as a test states it: only the fields the code under test reads. */
type FakeAnswer<T> = T extends readonly unknown[] ? T : T extends object ? Partial<T> : T;

export type FakeCalls<Api> = { [Name in keyof Api]?: FakeCall<Api[Name]> };

const isResult = (value: unknown): value is Result<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

/**
 * The Result the client would yield for what a fake call gave: an answer whose `status` is below 1 is the server's
 * refusal (as the client reads one), any other answer the call's success.
 */
export function asResult<T>(answer: FakeAnswer<T> | T | false | Result<T> | RefusalAnswer): Result<T> {
  if (answer === false) return failed(TEST_FAILURE);
  if (isResult(answer)) return answer as Result<T>;
  const body = answer as { status?: unknown; msg?: unknown; http_status?: unknown } | null;
  if (typeof body?.status === 'number' && body.status < 1) {
    const status = typeof body.http_status === 'number' ? body.http_status : 200;
    const message = typeof body.msg === 'string' ? body.msg : 'Refused';
    return failed(
      new AppError(status, message, 'refusal', { ...(body as RefusalAnswer), http_status: status }),
    );
  }
  return succeeded(answer as T);
}

/** Calls as a feature's API object has them, from the calls a test states (see FakeCall). */
export function fakeCalls<Api extends object>(calls: FakeCalls<Api>): Api {
  const wrapped: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(calls)) {
    wrapped[name] =
      typeof call === 'function'
        ? async (...args: unknown[]) => asResult(await (call as (...a: unknown[]) => unknown)(...args))
        : call;
  }
  return wrapped as Api;
}

/**
 * An API client whose calls are the given ones; any other call fails, as a failed request does, so a test states
 * only the calls it is about.
 */
export function fakeApi(calls: FakeCalls<ApiClient> & { http?: ApiClient['http'] } = {}): ApiClient {
  // The client's own http (what the stores made on first use call through): every request fails alike.
  const http: object = new Proxy({}, { get: () => async () => failed(TEST_FAILURE) });
  const stated = fakeCalls<ApiClient>(calls as FakeCalls<ApiClient>);
  return new Proxy(stated, {
    get: (target, name: string) =>
      target[name as keyof ApiClient] ?? (name === 'http' ? http : async () => failed(TEST_FAILURE)),
  }) as ApiClient;
}

/** A feature's API (made by its store from the client's http) whose calls are the given ones, any other failing. */
export const fakeFeatureApi = <Api extends object>(calls: FakeCalls<Api> = {}): Api =>
  fakeApi(calls as FakeCalls<ApiClient>) as unknown as Api;

/** A fake call that fails with this status and message, as the client reports it. */
export const failsWith = (status: number, message: string) => async (): Promise<Result<never>> =>
  failed(new AppError(status, message, message === 'Network Error' ? 'network' : 'http'));

/** An in-memory KeyValueStorage that tests can inspect and corrupt. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A navigation port that records where the domain went. */
export function recordingNavigation(
  currentPath = '/',
): NavigationPort & { visits: string[]; replaced: string[]; reloads: number; left: string[] } {
  const port = {
    visits: [] as string[],
    /** The visits that took the current page's place in the history. */
    replaced: [] as string[],
    reloads: 0,
    left: [] as string[],
    navigate: (path: string, options?: NavigateOptions) => {
      port.visits.push(path);
      if (options?.replace) port.replaced.push(path);
    },
    reload: () => void (port.reloads += 1),
    leave: (url: string) => void port.left.push(url),
    currentPath: () => currentPath,
  };
  return port;
}
