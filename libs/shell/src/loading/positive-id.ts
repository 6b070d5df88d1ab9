// Apart from the server's route loads (shared-route-loads.ts), which hold every screen's data: the screens that
// read an id from their query take this alone.
/** A positive whole number as a query gives it ("12"), or null. */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
