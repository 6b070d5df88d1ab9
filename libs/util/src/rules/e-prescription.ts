// Its own module, not storefront-rules: only the prescriptions' screens and the API use it, so it stays off the
// apps' first load.

/**
 * An e-prescription number as the shopper copies it from the prescription: its groups possibly split by spaces or
 * hyphens. Kept without them, in capitals.
 */
export function normalizePrescriptionNumber(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** "12345678", "87654321", "ABCDEFGH": each character the one after (or before) the last. */
function isStraightRun(text: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < text.length; i++) steps.add(ALPHABET.indexOf(text[i]) - ALPHABET.indexOf(text[i - 1]));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

/**
 * Whether a normalised number has the shape this shop takes for an e-prescription number. The national system's
 * own format (its length, its series prefix, any check digit) could not be confirmed when this was written (see
 * "E-prescription numbers" in apps/api/README.md): this checks only what any such number has, so that typed junk
 * is refused at once, and it is the one rule the API and both apps use:
 * - 8 to 20 Latin letters and digits (the spec's);
 * - at least half of them digits (a number with a letter series, not a word: "AAAAAAAA", "ABCDEFGH" are refused);
 * - not one character repeated ("00000000") and not a straight run ("12345678", "87654321").
 * It says nothing of whether the prescription exists: that is the pharmacist's check before dispensing.
 */
export function isEPrescriptionNumber(normalized: string): boolean {
  if (!/^[A-Z0-9]{8,20}$/.test(normalized)) return false;
  const digits = normalized.replace(/[A-Z]/g, '').length;
  if (digits * 2 < normalized.length) return false;
  if (/^(.)\1*$/.test(normalized)) return false;
  return !isStraightRun(normalized);
}
