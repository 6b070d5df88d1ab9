import {
  AppError,
  type ApiClient,
  type CategoryDto,
  type DrugDto,
  type PharmacyDto,
  type UserDto,
} from '@gopharm/api-client';
import type { KeyValueStorage, NavigationPort } from './ports/ports';

/** Builds a category as the wire carries it, for tests. */
export function categoryDto(overrides: Partial<CategoryDto> & { id: number }): CategoryDto {
  const name = overrides.name_ru ?? `Категория ${overrides.id}`;
  return {
    name,
    name_ru: name,
    name_uz: overrides.name_uz ?? `Kategoriya ${overrides.id}`,
    slug: `category-${overrides.id}`,
    parent_id: null,
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

/**
 * An API client whose calls are the given ones; any other call yields false, as a failed request does, so a test
 * states only the calls it is about.
 */
export function fakeApi(calls: Partial<ApiClient> = {}): ApiClient {
  // The client's own http (what the stores made on first use call through): every request fails alike.
  const http: object = new Proxy({}, { get: (_, name) => (name === 'throwing' ? http : async () => false) });
  // `throwing` is the same calls: a fake fails by yielding false, or by throwing an AppError of its choice.
  const api: ApiClient = new Proxy(calls, {
    get: (target, name: string) =>
      target[name as keyof ApiClient] ??
      (name === 'http' ? http : name === 'throwing' ? api : async () => false),
  }) as ApiClient;
  return api;
}

/** A fake call that fails as `api.throwing` reports it: by throwing the call's AppError. */
export const failsWith = (status: number, message: string) => async (): Promise<never> => {
  throw new AppError(status, message);
};

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
): NavigationPort & { visits: string[]; reloads: number; left: string[] } {
  const port = {
    visits: [] as string[],
    reloads: 0,
    left: [] as string[],
    navigate: (path: string) => void port.visits.push(path),
    reload: () => void (port.reloads += 1),
    leave: (url: string) => void port.left.push(url),
    currentPath: () => currentPath,
  };
  return port;
}
