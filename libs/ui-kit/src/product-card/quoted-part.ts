// Drug names carry the manufacturer in quotes: «Парацетамол 500 мг №10 "Nobel"» → Nobel (spec, section 2).
const QUOTED = /["«“„']([^"»”“']+)["»”“']/;

/** The quoted part of a drug name (its manufacturer), or undefined when there is none. */
export function quotedPart(name: string): string | undefined {
  const match = QUOTED.exec(name);
  const part = match?.[1]?.trim();
  return part ? part : undefined;
}
