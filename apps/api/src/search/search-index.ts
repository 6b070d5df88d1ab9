import { LRUCache } from 'lru-cache';
import { editDistance } from './edit-distance';
import { russianStem, stemsRelated, USE_STOP_WORDS, uzbekWordBase } from './word-forms';
import { searchKey, swapLayout, toUzbekLatin } from './transliterate';
import { VocabularyLexicon, VocabularyWords } from './vocabulary-lexicon';

/** What the index needs to know of one drug. */
export interface SearchEntry {
  id: number;
  brand: string;
  name_ru: string;
  name_uz: string;
  popularity: number;
  substance_id: number;
  inn: string;
  substance_ru: string;
  substance_uz: string;
  category_id: number;
  /** The dosage form's code (forms.ts), or a good's kind. */
  form: string;
  kind: 'medicine' | 'goods';
}

/** A use or symptom shoppers type (see apps/api/src/db/seed/substance-vocabulary.ts). */
export interface SearchUse {
  ru: readonly string[];
  uz: readonly string[];
  inns: readonly string[];
  categories: readonly number[];
}

/** A category of the catalogue: shoppers type its names ("противоаллергические", "ogʻriq qoldiruvchilar"). */
export interface SearchCategory {
  id: number;
  parent_id: number | null;
  name_ru: string;
  name_uz: string;
}

/** Words of a dosage form or route ("капли", "burun"… see substance-vocabulary.ts) and the form codes they mean. */
export interface SearchFormWords {
  ru: readonly string[];
  uz: readonly string[];
  forms: readonly string[];
}

/** Words of who a medicine is for, in both languages. */
interface AgeWords {
  ru: readonly string[];
  uz: readonly string[];
}

/**
 * What the index knows besides the catalogue: other names of substances by INN, uses and kinds of goods, words of
 * dosage forms and ages, and how to tell a children's medicine.
 */
export interface SearchVocabulary {
  synonyms: Readonly<Record<string, readonly string[]>>;
  uses: readonly SearchUse[];
  forms?: readonly SearchFormWords[];
  ages?: { children: AgeWords; adults: AgeWords };
  childrenMarkers?: readonly RegExp[];
  childrenBrands?: readonly string[];
}

const NO_VOCABULARY: SearchVocabulary = { synonyms: {}, uses: [] };

/** A use ready to match: its phrases as the numbers of their words (`VocabularyLexicon`), and its drugs best first. */
interface UseEntry {
  phrases: number[][];
  drugs: number[];
  /** Whether it names kinds of goods ("тонометр", "градусник") rather than a complaint. */
  goods: boolean;
}

export interface SearchResult {
  /** Matching drug ids, best first. */
  ids: number[];
  /**
   * Set when the query was read differently (other keyboard layout, typo): what it was read as; with no ids, a
   * shorter query close to it that finds something ("did you mean").
   */
  corrected?: { ru: string; uz: string };
}

/**
 * Ranks, best first: the whole name, the start of the name, a later word of it, the substance, a typo. A kind of
 * good matched by a whole word ("бинт", "тест") ranks as a whole name: above a drug whose name merely starts so.
 */
const RANK = { exact: 0, prefix: 1, word: 2, substance: 3, fuzzy: 4 } as const;

/** A query that finds nothing is tried by its first words, at most this many (a sentence is not a name). */
const CLOSE_QUERY_WORDS = 4;

interface Term {
  key: string;
  ru: string;
  uz: string;
  isSubstance: boolean;
  /** A kind of good (it stands where a substance does). */
  isGoods: boolean;
  /** The names it was written as, and each one's Uzbek Latin spelling: what a query is read against as typed. */
  spellings: string[];
  drugs: number[];
}

/**
 * The in-memory search index, built once at start from normalised keys (see `searchKey`): a sorted list of
 * name keys and their later words for prefix look-ups, and a trigram index over the keys for typos.
 */
export class SearchIndex {
  private readonly terms: Term[] = [];
  /** [key or later word of a key, term index, whether it is a later word], sorted by key. */
  private readonly prefixes: Array<[string, number, boolean]> = [];
  private readonly trigrams = new Map<string, number[]>();
  private readonly popularity = new Map<number, number>();
  private readonly names = new Map<number, string>();
  private readonly nameKeys = new Map<number, string>();
  private readonly cache: LRUCache<string, SearchResult>;
  private readonly namesRu = new Map<number, string>();
  private readonly nameStems = new Map<number, string[]>();
  private readonly uses: UseEntry[];
  /** The key of each other name of a substance (acetaminophen) → the key of its Russian name (парацетамол). */
  private readonly synonymKeys = new Map<string, string>();
  private readonly formOf = new Map<number, string>();
  /** Children's medicines and goods ("для детей", Цефекон Д, baby food). */
  private readonly forChildren = new Set<number>();
  /** Every drug, most popular first: what a form alone ("глазные капли") narrows. */
  private readonly byPopularity: number[];
  private readonly formWords: Array<{ words: VocabularyWords; forms: ReadonlySet<string> }>;
  private readonly childWords: VocabularyWords;
  private readonly adultWords: VocabularyWords;
  private readonly lexicon = new VocabularyLexicon();
  /** Every drug of a set of forms, for a child or not, by popularity: the answer to words of forms alone. */
  private readonly byForms = new Map<string, number[]>();

  constructor(
    entries: SearchEntry[],
    cacheSize = 5000,
    vocabulary: SearchVocabulary = NO_VOCABULARY,
    categories: readonly SearchCategory[] = [],
  ) {
    this.cache = new LRUCache({ max: cacheSize });
    const byKey = new Map<string, Term>();
    const keys = new Map<string, string>(); // brands and substances repeat across packs: normalise each once
    const add = (
      text: string,
      ru: string,
      uz: string,
      isSubstance: boolean,
      drugId: number,
      isGoods = false,
    ) => {
      let key = keys.get(text);
      if (key === undefined) {
        key = searchKey(text);
        keys.set(text, key);
      }
      if (!key) return;
      const id = `${isSubstance ? 's' : 'b'}:${key}`;
      let term = byKey.get(id);
      if (!term) {
        term = { key, ru, uz, isSubstance, isGoods, spellings: [], drugs: [] };
        byKey.set(id, term);
        this.terms.push(term);
      }
      for (const spelling of [text, uz])
        if (!term.spellings.includes(spelling)) term.spellings.push(spelling);
      if (term.drugs[term.drugs.length - 1] !== drugId) term.drugs.push(drugId);
    };
    for (const e of entries) {
      this.popularity.set(e.id, e.popularity);
      this.names.set(e.id, `${e.name_ru} ${e.name_uz}`);
      this.namesRu.set(e.id, e.name_ru);
      add(e.brand, e.brand, toUzbekLatin(e.brand), false, e.id);
      // The substance under every name it goes by: Russian, Uzbek, INN, and the others shoppers use (USAN…).
      // A good's kind goes by its names in the two languages (its "INN" is an English name no shopper types).
      const goods = e.kind === 'goods';
      const names = goods
        ? [e.substance_ru, e.substance_uz]
        : [e.substance_ru, e.substance_uz, e.inn, ...(vocabulary.synonyms[e.inn] ?? [])];
      for (const text of names) add(text, e.substance_ru, e.substance_uz, true, e.id, goods);
      this.formOf.set(e.id, e.form);
      const markers = vocabulary.childrenMarkers ?? [];
      if (
        vocabulary.childrenBrands?.includes(e.brand) ||
        markers.some((marker) => marker.test(e.name_ru) || marker.test(e.substance_ru))
      ) {
        this.forChildren.add(e.id);
      }
    }
    this.byPopularity = entries
      .map((e) => e.id)
      .sort((a, b) => (this.popularity.get(b) ?? 0) - (this.popularity.get(a) ?? 0) || a - b);
    this.formWords = (vocabulary.forms ?? []).map((f) => ({
      words: new VocabularyWords(this.lexicon, f),
      forms: new Set(f.forms),
    }));
    this.childWords = new VocabularyWords(this.lexicon, vocabulary.ages?.children ?? { ru: [], uz: [] });
    this.adultWords = new VocabularyWords(this.lexicon, vocabulary.ages?.adults ?? { ru: [], uz: [] });
    for (const e of entries) {
      for (const synonym of vocabulary.synonyms[e.inn] ?? []) {
        this.synonymKeys.set(searchKey(synonym), searchKey(e.substance_ru));
      }
    }
    const vocabularyUses = this.prepareUses(entries, vocabulary.uses);
    // A use that names one category alone is what that category is for ("боль", "og'riq": 101).
    const useOfCategory = new Map<number, UseEntry>();
    vocabulary.uses.forEach((use, i) => {
      const [category] = use.categories;
      if (use.categories.length === 1 && !useOfCategory.has(category))
        useOfCategory.set(category, vocabularyUses[i]);
    });
    // After the vocabulary's uses: of two phrases with the same words, the first wins.
    this.uses = [...vocabularyUses, ...this.categoryUses(entries, categories, useOfCategory)];
    this.terms.forEach((term, index) => {
      const words = term.key.split(' ');
      this.prefixes.push([term.key, index, false]);
      for (let w = 1; w < words.length; w++) {
        if (words[w].length > 1 && !/^\d/.test(words[w])) {
          this.prefixes.push([words.slice(w).join(' '), index, true]);
        }
      }
      const compact = ` ${term.key.replace(/ /g, '')} `;
      for (let i = 0; i < compact.length - 2; i++) {
        const gram = compact.slice(i, i + 3);
        const list = this.trigrams.get(gram) ?? [];
        if (list[list.length - 1] !== index) list.push(index);
        this.trigrams.set(gram, list);
      }
    });
    this.prefixes.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }

  /** Finds drugs for what the shopper typed; results are cached per normalised query. */
  search(query: string): SearchResult {
    const normal = query.trim().toLowerCase().replace(/\s+/g, ' ');
    const cached = this.cache.get(normal);
    if (cached) return cached;
    const result = this.run(normal);
    this.cache.set(normal, result);
    return result;
  }

  private run(query: string): SearchResult {
    if (!query) return { ids: [] };
    const words = SearchIndex.meaningfulWords(query);
    // Only words of a form or an age ("глазные капли", "детский сироп"): every drug of that form, not a brand
    // that has the words in its name.
    if (words.length > 0 && words.every((word) => this.isFormOrAgeWord(word))) {
      const byForm = this.byIntent(query);
      if (byForm) return { ids: byForm };
    }
    // A kind of good in any form of its word ("тонометры", "градусник"): its goods first, then what the name
    // look-up finds (the look-up alone found "тонометры" only in "bilak tonometri").
    const kind = this.byUse(words, { goodsOnly: true });
    const withKind = (ids: number[]) => (kind ? [...new Set([...kind, ...ids])] : ids);
    const variants = [query];
    const swapped = swapLayout(query);
    if (swapped !== query) variants.push(swapped);

    for (let v = 0; v < variants.length; v++) {
      // Another name typed whole reads as the substance's own name: the same answer, INN-named generics first.
      const key = searchKey(variants[v]);
      const found = this.lookup(this.synonymKeys.get(key) ?? key);
      // Answered below as the use (a kind of good has its names after it already).
      if (found && v === 0 && !kind && this.isUseNotName(query, words, key)) break;
      if (found) {
        const corrected = v > 0 && !kind ? found.best : undefined;
        return {
          ids: withKind(found.ids),
          ...(corrected && { corrected: { ru: corrected.ru, uz: corrected.uz } }),
        };
      }
    }
    if (kind) return { ids: kind };
    // "нурофен детский" for "Нурофен для детей": the name, then the other words in any of their forms.
    const byForms = this.byWordForms(query);
    if (byForms) return { ids: byForms };
    // "от кашля", "yo'talga qarshi", "сироп от кашля для детей", "burun tomchisi": what treats it, in that form.
    const byUse = this.byIntent(query);
    if (byUse) return { ids: byUse };
    for (const variant of variants) {
      const found = this.fuzzy(searchKey(variant));
      if (found) return { ids: found.ids, corrected: { ru: found.best.ru, uz: found.best.uz } };
    }
    return { ids: [], ...this.closeQuery(query) };
  }

  /**
   * Nothing found for all the words ("омез форте", "нурафен детский"): the longest start of them that the search
   * itself finds, as it reads it ("омез", "Нурофен"), for a "did you mean" with no results of its own.
   */
  private closeQuery(query: string): Pick<SearchResult, 'corrected'> {
    const words = query.split(' ');
    for (let count = Math.min(words.length, CLOSE_QUERY_WORDS) - 1; count > 0; count--) {
      const shorter = words.slice(0, count).join(' ');
      const found = this.search(shorter);
      if (found.ids.length > 0) return { corrected: found.corrected ?? { ru: shorter, uz: shorter } };
    }
    return {};
  }

  /** The query's words without the little ones of a use ("от", "для", "qarshi", "uchun"). */
  private static meaningfulWords(query: string): string[] {
    return query.split(' ').filter((word) => word && !USE_STOP_WORDS.has(word));
  }

  /**
   * The words a use's phrase is matched by: a hyphen parts words too, as shoppers often leave it out
   * ("сердечно сосудистые", "yurak qon tomir").
   */
  private static useWords(words: string[]): string[] {
    return words.flatMap((word) => word.split('-')).filter(Boolean);
  }

  /**
   * The first word as a name, the others as words of the drug's full name in any form: Russian by their Snowball
   * stems (детский ~ детей), Uzbek (Latin) by the start of the word, which takes its suffixes (bolalarga ~ bolalar).
   */
  private byWordForms(query: string): number[] | null {
    const words = SearchIndex.meaningfulWords(query);
    if (words.length < 2) return null;
    const head = searchKey(words[0]);
    const found = head ? this.lookup(head) : null;
    if (!found) return null;
    const rest = words.slice(1);
    const ids = found.ids.filter((id) => rest.every((word) => this.nameHasForm(id, word)));
    return ids.length > 0 ? ids : null;
  }

  private nameHasForm(id: number, word: string): boolean {
    const key = searchKey(word);
    if (!key) return true;
    const nameWords = this.nameKey(id).split(' ');
    if (nameWords.some((name) => name.startsWith(key) || (name.length >= 4 && key.startsWith(name))))
      return true;
    const stem = russianStem(word);
    return stem !== null && this.stemsOf(id).some((nameStem) => stemsRelated(stem, nameStem));
  }

  /** Snowball stems of the Russian name's words, computed on first use. */
  private stemsOf(id: number): string[] {
    let stems = this.nameStems.get(id);
    if (!stems) {
      stems = (this.namesRu.get(id) ?? '')
        .toLowerCase()
        .split(/[^а-яё]+/)
        .flatMap((word) => russianStem(word) ?? []);
      this.nameStems.set(id, stems);
    }
    return stems;
  }

  private prepareUses(entries: SearchEntry[], uses: readonly SearchUse[]): UseEntry[] {
    const kinds = new Map(entries.map((e) => [e.id, e.kind]));
    const byInn = new Map<string, SearchEntry[]>();
    const byCategory = new Map<number, SearchEntry[]>();
    for (const e of entries) {
      const withInn = byInn.get(e.inn);
      if (withInn) withInn.push(e);
      else byInn.set(e.inn, [e]);
      const inCategory = byCategory.get(e.category_id);
      if (inCategory) inCategory.push(e);
      else byCategory.set(e.category_id, [e]);
    }
    const popular = (list: SearchEntry[]) =>
      [...list].sort((a, b) => b.popularity - a.popularity || a.id - b.id).map((e) => e.id);
    return uses.map((use) => {
      const drugs = [
        ...use.inns.flatMap((inn) => popular(byInn.get(inn) ?? [])),
        ...popular(use.categories.flatMap((category) => byCategory.get(category) ?? [])),
      ];
      const unique = [...new Set(drugs)];
      const goods = unique.length > 0 && unique.every((id) => kinds.get(id) === 'goods');
      return { phrases: this.phrases(use), drugs: unique, goods };
    });
  }

  /**
   * Each category's names as a use ("ogʻriq qoldiruvchi", "от простуды и гриппа"): the drugs of the category and
   * of the categories under it, most popular first; after the drugs of the use that names it alone, if one does, so
   * a name answers as that use in either language (ibuprofen before the rest of 101). A category with no drugs (the
   * service ones) is left out.
   */
  private categoryUses(
    entries: SearchEntry[],
    categories: readonly SearchCategory[],
    useOfCategory: ReadonlyMap<number, UseEntry>,
  ): UseEntry[] {
    const parentOf = new Map(categories.map((category) => [category.id, category.parent_id ?? undefined]));
    const categoryOf = new Map(entries.map((e) => [e.id, e.category_id]));
    const goods = new Set(entries.filter((e) => e.kind === 'goods').map((e) => e.id));
    const drugsOf = new Map<number, number[]>();
    for (const id of this.byPopularity) {
      // A drug is in its own category and in every one above it.
      for (let category = categoryOf.get(id); category !== undefined; category = parentOf.get(category)) {
        const drugs = drugsOf.get(category);
        if (drugs) drugs.push(id);
        else drugsOf.set(category, [id]);
      }
    }
    return categories.flatMap((category) => {
      const inCategory = drugsOf.get(category.id);
      if (!inCategory) return [];
      const use = useOfCategory.get(category.id);
      const drugs = use ? [...new Set([...use.drugs, ...inCategory])] : inCategory;
      // A name is written inflected ("qoldiruvchilar", "vositalari"): its Uzbek words are read by the start
      // their forms share, as the vocabulary's are written ("qoldiruvchi" and "qoldiruvchilarga" both find it).
      const phrases = this.phrases({ ru: [category.name_ru], uz: [category.name_uz] }, uzbekWordBase);
      return [{ phrases, drugs, goods: drugs.every((id) => goods.has(id)) }];
    });
  }

  /** A use's phrases as the numbers of their words: Russian by stem, Uzbek by the key of the word's start. */
  private phrases(
    use: { ru: readonly string[]; uz: readonly string[] },
    uzbekStart = (word: string) => word,
  ): number[][] {
    const words = (phrase: string) => SearchIndex.useWords(SearchIndex.meaningfulWords(phrase.toLowerCase()));
    const ru = use.ru.map((phrase) =>
      words(phrase).map((word) => this.lexicon.stem(russianStem(word) ?? word)),
    );
    const uz = use.uz.map((phrase) =>
      words(phrase).map((word) => this.lexicon.key(searchKey(uzbekStart(word)).replace(/ /g, ''))),
    );
    return [...ru, ...uz];
  }

  /**
   * A complaint, a kind of good or a name, with words of a dosage form and of an age around it: "капли в нос",
   * "сироп от кашля для детей", "tomoq uchun sprey", "парацетамол свечи", "глазные капли". A use whose phrase
   * covers every word wins as it is ("детское питание"); otherwise the form words keep the answer to their forms
   * (several: the forms they share), and the rest of the words name a use, or failing that a drug. Children's
   * medicines come first when a child is named, and last otherwise: an adult's complaint gets adult forms first.
   */
  private byIntent(query: string): number[] | null {
    const words = SearchIndex.meaningfulWords(query);
    if (words.length === 0) return null;
    const whole = this.byUse(words);
    if (whole) return this.byAge(whole, false);
    let forms = null as Set<string> | null;
    let children = false;
    let adults = false;
    const rest: string[] = [];
    for (const word of words) {
      const read = this.lexicon.readWord(word);
      const named = this.formWords.filter((f) => f.words.has(read));
      if (named.length > 0) {
        const meant = new Set(named.flatMap((f) => [...f.forms]));
        forms = forms ? new Set([...forms].filter((form) => meant.has(form))) : meant;
      } else if (this.childWords.has(read)) children = true;
      else if (this.adultWords.has(read)) adults = true;
      else rest.push(word);
    }
    if (!forms && !children && !adults) return null;
    if (rest.length === 0) {
      if (!forms)
        return children && this.forChildren.size > 0 ? this.byAge([...this.forChildren], true) : null;
      // Every drug of these forms: the same few sets again and again ("кап", "капли", "капли детские").
      const key = `${[...forms].sort().join(' ')}|${children}`;
      let ofForms = this.byForms.get(key);
      if (!ofForms) {
        const allowed = forms;
        ofForms = this.byAge(
          this.byPopularity.filter((id) => allowed.has(this.formOf.get(id) ?? '')),
          children,
        );
        this.byForms.set(key, ofForms);
      }
      return ofForms.length > 0 ? ofForms : null;
    }
    let ids = this.byUse(rest) ?? this.lookup(searchKey(rest.join(' ')))?.ids ?? null;
    if (!ids) return null;
    const allowed = forms;
    if (allowed) ids = ids.filter((id) => allowed.has(this.formOf.get(id) ?? ''));
    return ids.length > 0 ? this.byAge(ids, children) : null;
  }

  private isFormOrAgeWord(word: string): boolean {
    const read = this.lexicon.readWord(word);
    if (read.stems.length === 0 && read.keys.length === 0) return false; // a form of no word of the vocabulary
    return (
      this.formWords.some((f) => f.words.has(read)) || this.childWords.has(read) || this.adultWords.has(read)
    );
  }

  /** The same order, children's drugs moved first (`children`) or last, each group keeping its order. */
  private byAge(ids: number[], children: boolean): number[] {
    const first: number[] = [];
    const last: number[] = [];
    for (const id of ids) (this.forChildren.has(id) === children ? first : last).push(id);
    return first.concat(last);
  }

  /**
   * A use or symptom: the use one of whose phrases covers every meaningful word of the query, the longest phrase
   * winning ("головная боль" over "боль"); its substances' drugs first, then its categories', each by popularity.
   * `goodsOnly`: only the uses that name kinds of goods; `whole`: only words typed whole, in their own script
   * (`ReadWord.whole`), not the start of one.
   */
  private byUse(words: string[], { goodsOnly = false, whole = false } = {}): number[] | null {
    if (words.length === 0) return null;
    // Each word read once into the numbers of the vocabulary's words it is a form of: every phrase of every use
    // is tried against them. A word that is a form of none covers no phrase (most names): nothing to try.
    const read: Array<ReadonlySet<number>> = [];
    for (const word of SearchIndex.useWords(words)) {
      const reading = this.lexicon.readWord(word);
      const numbers = whole ? reading.whole : [...reading.stems, ...reading.keys];
      if (numbers.length === 0) return null;
      read.push(new Set(numbers));
    }
    const matches = (part: number, word: ReadonlySet<number>) => word.has(part);
    let best: { use: UseEntry; length: number } | null = null;
    for (const use of this.uses) {
      if (goodsOnly && !use.goods) continue;
      for (const phrase of use.phrases) {
        const covers =
          read.every((word) => phrase.some((part) => matches(part, word))) &&
          phrase.every((part) => read.some((word) => matches(part, word)));
        if (covers && (!best || phrase.length > best.length)) best = { use, length: phrase.length };
      }
    }
    return best && best.use.drugs.length > 0 ? best.use.drugs : null;
  }

  /**
   * Whether the query is the words of a use, typed whole, that start a name only in the lossy key, not as typed:
   * "боль" ("bol") starts the Uzbek "bolalar" (children) and "жар" ("jar") "Джардинс", but a shopper means pain
   * and fever. A name that starts with the words as typed still answers ("грипп": Гриппферон; "gripp"), and so
   * does the start of a word of the vocabulary ("темпе": Темпалгин), apostrophes, hyphens and "ё" aside.
   */
  private isUseNotName(query: string, words: string[], key: string): boolean {
    if (!this.byUse(words, { whole: true })) return false;
    const typed = ` ${SearchIndex.asTyped(query)}`;
    return !this.range(key).some(([, index]) =>
      this.terms[index].spellings.some((spelling) => ` ${SearchIndex.asTyped(spelling)}`.includes(typed)),
    );
  }

  private static asTyped(text: string): string {
    return text
      .toLowerCase()
      .replace(/ё/g, 'е')
      .replace(/[ʻʼ'`’‘]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  }

  /** Prefix look-up of the whole query, then of its first word with the other words as filters. */
  private lookup(key: string): { ids: number[]; best: Term } | null {
    if (!key) return null;
    const words = key.split(' ');
    const text = words.filter((w) => !/^\d/.test(w));
    const attempts = [text.join(' ')];
    if (text.length > 1) attempts.push(text[0]);
    for (const attempt of attempts) {
      if (attempt.length < 1) continue;
      const ranks = new Map<number, number>();
      let best: { term: Term; rank: number } | null = null;
      for (const [prefixKey, index, isWord] of this.range(attempt)) {
        const term = this.terms[index];
        const wholeWord = prefixKey === attempt || prefixKey.startsWith(`${attempt} `);
        const rank = term.isGoods
          ? wholeWord
            ? RANK.exact
            : RANK.substance
          : term.isSubstance
            ? RANK.substance
            : prefixKey === attempt && !isWord
              ? RANK.exact
              : isWord
                ? RANK.word
                : RANK.prefix;
        if (!best || rank < best.rank) best = { term, rank };
        for (const id of term.drugs) {
          const current = ranks.get(id);
          if (current === undefined || rank < current) ranks.set(id, rank);
        }
      }
      if (!best) continue;
      const filters = words.filter((w) => !attempt.split(' ').includes(w));
      const ids = this.order(ranks, filters);
      if (ids.length > 0) return { ids, best: best.term };
    }
    return null;
  }

  /** Terms whose key or later word starts with `key` (binary search in the sorted list). */
  private range(key: string): Array<[string, number, boolean]> {
    let lo = 0;
    let hi = this.prefixes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.prefixes[mid][0] < key) lo = mid + 1;
      else hi = mid;
    }
    const out: Array<[string, number, boolean]> = [];
    for (let i = lo; i < this.prefixes.length && this.prefixes[i][0].startsWith(key); i++) {
      out.push(this.prefixes[i]);
    }
    return out;
  }

  /**
   * Typos: terms sharing trigrams with the query, within an edit distance that grows with its length. A whole
   * name beats the start of a longer one; the answer is then what the corrected name itself finds.
   */
  private fuzzy(key: string): { ids: number[]; best: Term } | null {
    const compact = key.replace(/ /g, '');
    if (compact.length < 4) return null;
    const max = compact.length < 8 ? 1 : compact.length < 12 ? 2 : 3;
    const shared = new Map<number, number>();
    const padded = ` ${compact} `;
    for (let i = 0; i < padded.length - 2; i++) {
      for (const index of this.trigrams.get(padded.slice(i, i + 3)) ?? []) {
        shared.set(index, (shared.get(index) ?? 0) + 1);
      }
    }
    const needed = Math.max(1, Math.floor((compact.length - 2) / 3));
    let best: { term: Term; score: number; weight: number } | null = null;
    for (const [index, count] of shared) {
      if (count < needed) continue;
      const term = this.terms[index];
      const termKey = term.key.replace(/ /g, '');
      const whole = editDistance(compact, termKey, max);
      const score = whole <= max ? whole : editDistance(compact, termKey.slice(0, compact.length), max) + 0.5;
      if (score > max) continue;
      // Equal distance: a brand before a substance, then the more popular name.
      const weight =
        (term.isSubstance ? 0 : 1e6) +
        term.drugs.reduce((m, id) => Math.max(m, this.popularity.get(id) ?? 0), 0);
      if (!best || score < best.score || (score === best.score && weight > best.weight))
        best = { term, score, weight };
    }
    if (!best) return null;
    const found = this.lookup(best.term.key);
    return found && { ids: found.ids, best: best.term };
  }

  /** The full name's key, computed on first use (only queries with extra words need it). */
  private nameKey(id: number): string {
    let key = this.nameKeys.get(id);
    if (key === undefined) {
      key = searchKey(this.names.get(id) ?? '');
      this.nameKeys.set(id, key);
    }
    return key;
  }

  private order(ranks: Map<number, number>, filters: string[]): number[] {
    const ids: number[] = [];
    for (const id of ranks.keys()) {
      if (filters.length === 0) ids.push(id);
      else {
        const words = ` ${this.nameKey(id)}`;
        if (filters.every((f) => words.includes(` ${f}`))) ids.push(id);
      }
    }
    // One number per drug, rank then popularity then id, so a plain numeric sort orders them
    // (exact while ids stay below a million and popularity below 100,000).
    const keys = new Float64Array(ids.length);
    ids.forEach((id, i) => {
      keys[i] = (ranks.get(id) as number) * 1e12 + (1e5 - (this.popularity.get(id) ?? 0)) * 1e6 + id;
    });
    keys.sort();
    return Array.from(keys, (key) => key % 1e6);
  }
}
