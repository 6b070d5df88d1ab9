import { GOODS } from '../db/seed/goods';
import { AGE_WORDS, FORM_WORDS, USES } from '../db/seed/substance-vocabulary';
import { SUBSTANCES } from '../db/seed/substances';
import { searchKey } from './transliterate';
import { VocabularyLexicon, VocabularyWords } from './vocabulary-lexicon';
import { russianStem, stemsRelated } from './word-forms';

const groups = [
  ...USES.map((use) => ({ ru: use.ru, uz: use.uz })),
  ...FORM_WORDS,
  AGE_WORDS.children,
  AGE_WORDS.adults,
];
const wordsOf = (phrases: readonly string[]) => phrases.flatMap((phrase) => phrase.toLowerCase().split(' '));
const vocabularyRu = groups.flatMap((group) => wordsOf(group.ru));
const vocabularyUz = groups.flatMap((group) => wordsOf(group.uz));

/** Words shoppers type: every word of the seed's names, the vocabulary's own words, and their starts. */
const typed = [
  ...new Set(
    [...`${SUBSTANCES} ${GOODS}`.toLowerCase().split(/[^а-яёa-z'ʻ-]+/), ...vocabularyRu, ...vocabularyUz]
      .flatMap((word) => [word, word.slice(0, 2), word.slice(0, 3), word.slice(0, 4), word.slice(0, 6)])
      .concat(['ёлка', 'детёныш', 'ДЕТСКИЙ', 'Yo‘talga', 'bolalarga', 'nurofen']),
  ),
].filter(Boolean);

describe('VocabularyLexicon', () => {
  it('reads a word as every vocabulary word it is a form of: related stems, keys its key starts with, the same stem', () => {
    const lexicon = new VocabularyLexicon();
    const stems = new Map(vocabularyRu.map((word) => [russianStem(word) ?? word, 0]));
    for (const stem of stems.keys()) stems.set(stem, lexicon.stem(stem));
    const keys = new Map(vocabularyUz.map((word) => [searchKey(word).replace(/ /g, ''), 0]));
    for (const key of keys.keys()) keys.set(key, lexicon.key(key));
    keys.delete('');

    const wrong = typed.filter((word) => {
      const stem = russianStem(word);
      const key = searchKey(word).replace(/ /g, '');
      const expected = {
        cyrillic: stem !== null,
        stems:
          stem === null ? [] : [...stems].filter(([known]) => stemsRelated(stem, known)).map(([, n]) => n),
        keys: [...keys].filter(([known]) => key.startsWith(known)).map(([, n]) => n),
      };
      const sameStem = stem === null ? undefined : stems.get(stem);
      const whole = stem === null ? expected.keys : sameStem === undefined ? [] : [sameStem];
      const read = lexicon.readWord(word);
      const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
      return (
        read.cyrillic !== expected.cyrillic ||
        sorted(read.stems).join() !== sorted(expected.stems).join() ||
        sorted(read.keys).join() !== sorted(expected.keys).join() ||
        sorted(read.whole).join() !== sorted(whole).join()
      );
    });
    expect(typed.length).toBeGreaterThan(2000);
    expect(wrong).toEqual([]);
  });

  it('tells the words of a group in any of their forms, each script against its own words', () => {
    const lexicon = new VocabularyLexicon();
    const drops = new VocabularyWords(lexicon, { ru: ['капли', 'капель'], uz: ['tomchi'] });
    const shampoo = new VocabularyWords(lexicon, { ru: ['шампунь'], uz: [] });
    const children = new VocabularyWords(lexicon, { ru: ['детский'], uz: ['bola'] });
    const has = (words: VocabularyWords, word: string) => words.has(lexicon.readWord(word));
    expect(['капель', 'Капли', 'каплями', 'tomchisi', 'tomchilari'].every((word) => has(drops, word))).toBe(
      true,
    );
    expect(['капсулы', 'tom', 'томат'].some((word) => has(drops, word))).toBe(false);
    expect(['детей', 'детские', 'bolalarga'].every((word) => has(children, word))).toBe(true);
    // "shamcha" (a suppository in Uzbek) is no form of "шампунь", though its key starts alike.
    expect(has(shampoo, 'shamcha')).toBe(false);
    expect(has(shampoo, 'шампуни')).toBe(true);
  });
});
