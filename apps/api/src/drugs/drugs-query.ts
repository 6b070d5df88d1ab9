import type { DrugsWireQuery } from '@gopharm/util/contract';

/** `GET v1/drugs`'s query as the route reads it: validated, its defaults filled in. */
export type ReadDrugsQuery = DrugsWireQuery &
  Required<Pick<DrugsWireQuery, 'lan' | 'sort' | 'page' | 'per_page'>>;

export const numbers = (text?: string) => (text ? text.split(',').map(Number) : undefined);
