import { hasFields, readArray } from '../persistence/readers';
import type { ViewedDrug } from './user-last-drugs-store';

export const readViewedDrugs = (value: unknown) =>
  readArray(value, (item) =>
    hasFields(item, { id: 'number', slug: 'string', name: 'string', price: 'number' })
      ? (item as ViewedDrug)
      : undefined,
  );
