import { type Static, Type } from 'typebox';

/** The query of `GET v1/search/misses` (staff): how many days back, today included. */
export const SearchMissesQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: 90, default: 7 }),
});

/** `GET v1/search/misses`: searches that found nothing, per day, the most asked first within a day. */
export const SearchMisses = Type.Object({
  status: Type.Integer(),
  days: Type.Integer(),
  results: Type.Array(
    Type.Object({
      day: Type.String({ description: 'YYYY-MM-DD (UTC).' }),
      query: Type.String({ description: 'As normalised: lower case, single spaces.' }),
      count: Type.Integer(),
    }),
  ),
});

export type SearchMissesQueryDto = Static<typeof SearchMissesQuery>;
