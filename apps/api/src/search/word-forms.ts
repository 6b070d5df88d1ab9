import { newStemmer } from 'snowball-stemmers';

// Snowball's Russian stemmer (the algorithm of snowballstem.org): "детей" and "детский" → "дет", "детск".
const russian = newStemmer('russian');

/** Little words of a use or a form ("от кашля", "для детей", "yo'talga qarshi"): they name nothing. */
export const USE_STOP_WORDS: ReadonlySet<string> = new Set([
  'от',
  'для',
  'при',
  'против',
  'в',
  'во',
  'на',
  'с',
  'и',
  'у',
  'qarshi',
  'uchun',
  'va',
  'bilan',
]);

/** The stem of a Russian word (ё read as е), or null for a word in another script. */
export function russianStem(word: string): string | null {
  const lower = word.toLowerCase().replace(/ё/g, 'е');
  if (!/^[а-я-]+$/.test(lower)) return null;
  return russian.stem(lower);
}

/**
 * Whether two stems are forms of one word: equal, or one the start of the other when that one has 3 letters or
 * more (Snowball leaves "детск" for "детский" and "дет" for "детей").
 */
export function stemsRelated(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short);
}

/** Endings an Uzbek word is written with, the outermost first: case, possessive, plural ("vosita-lar-i", "gripp-ga"). */
const UZBEK_ENDINGS: readonly RegExp[] = [/(ning|dan|ga|da|ni)$/, /s?i$/, /lar$/];
/** Letters an Uzbek word keeps at least: "dori" and "teri" are no "dor" + "i". */
const UZBEK_BASE_LENGTH = 4;

/**
 * An Uzbek word without the endings it was written with ("qoldiruvchilar" → "qoldiruvchi", "vositalari" → "vosita",
 * "grippga" → "gripp"): the start its other forms share, which is how the vocabulary's Uzbek words are read.
 */
export function uzbekWordBase(word: string): string {
  let base = word;
  for (const ending of UZBEK_ENDINGS) {
    const cut = base.replace(ending, '');
    if (cut.length >= UZBEK_BASE_LENGTH) base = cut;
  }
  return base;
}
