import type { UserDto } from '@gopharm/api-client';
import { hasFields, isRecord } from '../persistence/readers';
import type { StoredUser } from './auth-store';

export function readStoredUser(value: unknown): StoredUser | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.token !== 'string' || !value.token) return undefined;
  if (!hasFields(value.user, { id: 'number', phone: 'string', complete: 'number' })) return undefined;
  return { token: value.token, user: value.user as unknown as UserDto };
}
