import type { ProfileFields } from '@gopharm/api-client';
import { isCalendarDate, isValidBirthDate } from '@gopharm/util';

/** The profile as a form holds it: the gender not chosen yet (null) until the shopper picks one. */
export type ProfileDraft = Omit<ProfileFields, 'gender'> & { gender: ProfileFields['gender'] | null };

/**
 * The profile's fields that are still empty, unchosen or impossible (a birth date to come or before 1900), each
 * with its message (registration and /profile/personal). Loaded with those screens, not with the app's start.
 */
export function profileFieldErrors(
  fields: ProfileDraft,
  t: (key: string) => string,
  today = new Date(),
): Partial<Record<keyof ProfileFields, string>> {
  const errors: Partial<Record<keyof ProfileFields, string>> = {};
  if (!fields.first_name.trim()) errors.first_name = t('validation.required');
  if (!fields.last_name.trim()) errors.last_name = t('validation.required');
  if (!fields.birth_date) errors.birth_date = t('validation.required');
  // Typed in part, or a day the month has not (31.02): how to write it, not that it is out of range.
  else if (!isCalendarDate(fields.birth_date)) errors.birth_date = t('validation.dateFormat');
  else if (!isValidBirthDate(fields.birth_date, today)) errors.birth_date = t('validation.birthDate');
  // Never chosen for the shopper: a pre-selected "Женщина" was kept by men who did not notice it.
  if (fields.gender === null) errors.gender = t('validation.gender');
  return errors;
}
