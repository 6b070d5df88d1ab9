/** A quoted part of a drug name: in straight, «guillemet», “English” or „German“ quotes. */
const QUOTED = /["«“„]([^"«»“”„]+)["»”“]/g;

/**
 * The manufacturer as a drug name carries it (spec, section 2: "the quoted part of the name string"):
 * 'Нурофен 200 мг "Reckitt Benckiser"' → Reckitt Benckiser. The last quoted part, where the name ends with it:
 * a name may quote its own line first ('Шампунь «Без слёз» 300 мл "Johnson & Johnson"' is Johnson & Johnson's,
 * not "Без слёз"'s). An apostrophe is no quote ("Johnson's"). Null when the name quotes nothing.
 */
export function manufacturerFromName(name: string): string | null {
  const parts = [...name.matchAll(QUOTED)].map((match) => match[1].trim()).filter(Boolean);
  return parts.at(-1) ?? null;
}
