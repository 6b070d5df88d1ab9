/** The earliest birth year a profile accepts. */
export const BIRTH_YEAR_MIN = 1900;

/** A real calendar date written YYYY-MM-DD (not 1990-02-31). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A date of birth as a profile takes it: a real calendar date written YYYY-MM-DD, not after `today`, not before
 * 1900. The API refuses others (invalid_birth_date); the forms tell the shopper at the field before sending.
 */
export function isValidBirthDate(value: string, today: Date): boolean {
  return (
    isCalendarDate(value) &&
    Number(value.slice(0, 4)) >= BIRTH_YEAR_MIN &&
    new Date(`${value}T00:00:00Z`).getTime() <= today.getTime()
  );
}
