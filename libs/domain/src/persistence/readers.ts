/** Validating readers for stored values: they return undefined for anything malformed. */

export const readNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export const readString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array whose malformed items are dropped. */
export function readArray<T>(value: unknown, readItem: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(readItem).filter((item): item is T => item !== undefined);
}

/** An object with at least the listed keys of the listed types. */
export function hasFields(value: unknown, fields: Record<string, 'number' | 'string' | 'object'>): boolean {
  if (!isRecord(value)) return false;
  return Object.entries(fields).every(([key, type]) => typeof value[key] === type && value[key] !== null);
}
