import { readArray, readNumber } from '../persistence/readers';

export const readFavoriteIds = (value: unknown) => readArray(value, readNumber);

/** Stored favourites joined with those marked before they were read (newest first, each once). */
export const mergeFavoriteIds = (stored: number[], current: number[]) => [
  ...current,
  ...stored.filter((id) => !current.includes(id)),
];
