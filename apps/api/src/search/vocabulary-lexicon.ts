import { russianStem } from './word-forms';
import { searchKey } from './transliterate';

/** A query's word as the vocabulary reads it: the numbers of the vocabulary's words it is a form of. */
interface ReadWord {
  /** Whether it is a Russian (Cyrillic) word: those match the vocabulary's Russian words only. */
  cyrillic: boolean;
  /** The Russian words (stems) it is a form of. */
  stems: readonly number[];
  /** The Uzbek (Latin) words whose key its key starts with, whatever its script. */
  keys: readonly number[];
  /**
   * The vocabulary's words it is, whole and in its own script: the Russian word of the very same stem ("боли" is
   * "боль"; "темпе", the start of "температура", is none), or for a word in another script its `keys`.
   */
  whole: readonly number[];
}

const NOTHING: readonly number[] = [];

/** Words read so far: queries repeat their words ("капли в нос", "капли в ухо"). */
const READ_WORDS_KEPT = 20_000;

/**
 * Every word of the vocabulary (uses, forms, ages) numbered once when the index is built, so a query's word is
 * read once into the numbers it matches instead of being stemmed and compared with every use and form again.
 * Russian words match by Snowball stems (equal, or one the start of the other when it has 3 letters or more:
 * `stemsRelated`); Uzbek ones by the start of the word's key ("yo'talga" starts with "yotal").
 */
export class VocabularyLexicon {
  private readonly stemNumbers = new Map<string, number>();
  private readonly keyNumbers = new Map<string, number>();
  /** The stems in order, for the ones a query's stem is the start of. */
  private sortedStems: string[] = [];
  /**
   * The first three letters of every stem (fewer for a shorter one). A Snowball stem is the start of its word, so
   * a word that starts with none of them is a form of no word here: it is not stemmed at all (most names).
   */
  private readonly stemHeads = new Set<string>();
  private longestKey = 0;
  private count = 0;
  private readonly read = new Map<string, ReadWord>();

  /** The number of a Russian word by its stem (as `russianStem` gives it, or the word itself outside Cyrillic). */
  stem(stem: string): number {
    let number = this.stemNumbers.get(stem);
    if (number === undefined) {
      number = this.count++;
      this.stemNumbers.set(stem, number);
      this.stemHeads.add(stem.slice(0, 3));
      this.sortedStems = [];
    }
    return number;
  }

  /** The number of an Uzbek word by its key without spaces; an empty key matches nothing (-1). */
  key(key: string): number {
    if (!key) return -1;
    let number = this.keyNumbers.get(key);
    if (number === undefined) {
      number = this.count++;
      this.keyNumbers.set(key, number);
      this.longestKey = Math.max(this.longestKey, key.length);
    }
    return number;
  }

  /** What a query's word matches, computed once per word (the table is emptied when full: it only saves work). */
  readWord(word: string): ReadWord {
    let read = this.read.get(word);
    if (!read) {
      if (this.read.size >= READ_WORDS_KEPT) this.read.clear();
      read = this.compute(word);
      this.read.set(word, read);
    }
    return read;
  }

  private compute(word: string): ReadWord {
    const lower = word.toLowerCase().replace(/ё/g, 'е');
    const cyrillic = /^[а-я-]+$/.test(lower);
    const stem = cyrillic && this.mayBeStemmed(lower) ? (russianStem(lower) as string) : null;
    const stems = stem === null ? NOTHING : this.relatedStems(stem);
    const key = searchKey(word).replace(/ /g, '');
    const keys: number[] = [];
    for (let end = 1; end <= Math.min(key.length, this.longestKey); end++) {
      const number = this.keyNumbers.get(key.slice(0, end));
      if (number !== undefined) keys.push(number);
    }
    const sameStem = stem === null ? undefined : this.stemNumbers.get(stem);
    const whole = !cyrillic ? keys : sameStem === undefined ? NOTHING : [sameStem];
    return { cyrillic, stems, keys, whole };
  }

  private mayBeStemmed(lower: string): boolean {
    for (let end = 1; end <= 3; end++) if (this.stemHeads.has(lower.slice(0, end))) return true;
    return false;
  }

  /** The known stems related to `stem` (see `stemsRelated`): the ones it starts with, and the ones it starts. */
  private relatedStems(stem: string): number[] {
    const found: number[] = [];
    for (let end = 1; end <= stem.length; end++) {
      const number = this.stemNumbers.get(stem.slice(0, end));
      if (number !== undefined && (end >= 3 || end === stem.length)) found.push(number);
    }
    if (stem.length < 3) return found;
    if (this.sortedStems.length !== this.stemNumbers.size)
      this.sortedStems = [...this.stemNumbers.keys()].sort();
    const sorted = this.sortedStems;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid] < stem) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length && sorted[i].startsWith(stem); i++) {
      if (sorted[i] !== stem) found.push(this.stemNumbers.get(sorted[i]) as number);
    }
    return found;
  }
}

/** A group of the vocabulary's words (a dosage form's, an age's): whether a query's word is one of them. */
export class VocabularyWords {
  private readonly numbers: ReadonlySet<number>;
  constructor(lexicon: VocabularyLexicon, words: { ru: readonly string[]; uz: readonly string[] }) {
    this.numbers = new Set([
      ...words.ru.map((word) => lexicon.stem(russianStem(word) ?? word)),
      ...words.uz.map((word) => lexicon.key(searchKey(word).replace(/ /g, ''))),
    ]);
  }
  has(word: ReadWord): boolean {
    return (word.cyrillic ? word.stems : word.keys).some((number) => this.numbers.has(number));
  }
}
