import { isLocale } from '@gopharm/util';
import { hasFields, isRecord } from '../persistence/readers';
import type { Region } from './region';

export function readRegion(value: unknown): Region | undefined {
  if (!hasFields(value, { id: 'number', name: 'string' }) || !isRecord(value)) return undefined;
  const district = hasFields(value.district, { id: 'number', name: 'string' })
    ? (value.district as Region['district'])
    : null;
  const childs = Array.isArray(value.childs)
    ? value.childs.filter((c) => hasFields(c, { id: 'number', name: 'string' }))
    : [];
  const lan = isLocale(value.lan) ? value.lan : undefined;
  return { id: value.id as number, name: value.name as string, childs, district, ...(lan && { lan }) };
}
