/**
 * Script helpers for names and search: Russian Cyrillic to Uzbek Latin, slugs, the wrong keyboard layout,
 * and `searchKey`, a lossy phonetic spelling that makes Russian, Uzbek Latin and English spellings of one
 * drug name meet ("парацетамол", "paratsetamol" and "paracetamol" all give "paracetamol").
 */

const VOWELS_RU = 'аеёиоуыэюя';

const RU_TO_UZ: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'oʻ',
  қ: 'q',
  ғ: 'gʻ',
  ҳ: 'h',
};

/** Russian (or Uzbek) Cyrillic to Uzbek Latin, keeping case and every other character. */
export function toUzbekLatin(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const lower = ch.toLowerCase();
    let latin = RU_TO_UZ[lower];
    if (latin === undefined) {
      out += ch;
      continue;
    }
    // "е" reads "ye" at the start of a word and after a vowel, as Uzbek spelling writes it.
    if (lower === 'е') {
      const prev = (text[i - 1] ?? ' ').toLowerCase();
      if (!/[а-яёa-z0-9]/.test(prev) || VOWELS_RU.includes(prev) || prev === 'ъ' || prev === 'ь')
        latin = 'ye';
    }
    if (ch !== lower && latin.length > 0) {
      const nextIsUpper = text[i + 1] !== undefined && text[i + 1] !== text[i + 1].toLowerCase();
      latin = nextIsUpper ? latin.toUpperCase() : latin[0].toUpperCase() + latin.slice(1);
    }
    out += latin;
  }
  return out;
}

/** A URL slug: Latin letters, digits and dashes. */
export function slugify(text: string): string {
  return toUzbekLatin(text)
    .toLowerCase()
    .replace(/[ʻʼ'`’‘]/g, '')
    .replace(/%/g, 'pct')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const LAYOUT = new Map<string, string>();
for (let i = 0; i < QWERTY.length; i++) {
  LAYOUT.set(QWERTY[i], JCUKEN[i]);
  LAYOUT.set(JCUKEN[i], QWERTY[i]);
}

/** What the shopper meant when typing on the other keyboard layout ("gfhfwtnfvjk" → "парацетамол"). */
export function swapLayout(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += LAYOUT.get(ch) ?? ch;
  return out;
}

const RU_TO_KEY: Record<string, string> = {
  ...RU_TO_UZ,
  х: 'h',
  ц: 'c',
  ж: 'j',
  й: 'i',
  щ: 'sh',
  ў: 'o',
  ғ: 'g',
  қ: 'k',
  ё: 'io',
  ю: 'iu',
  я: 'ia',
};

/** The phonetic search key of a text: lower-case Latin words, lossy on purpose so spellings meet. */
export function searchKey(text: string): string {
  let s = '';
  for (const ch of text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')) {
    s += RU_TO_KEY[ch] ?? ch;
  }
  return s
    .replace(/[ʻʼ'`’‘]/g, '')
    .replace(/sch/g, 'sh')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/kh/g, 'h')
    .replace(/zh/g, 'j')
    .replace(/dj/g, 'j')
    .replace(/ck/g, 'k')
    .replace(/t[sz]/g, 'c')
    .replace(/c(?![eiyh])/g, 'k') // "c" reads "ts" before e, i, y; "ch" stays
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/([aeiouy])x/g, '$1ks')
    .replace(/x/g, 'h')
    .replace(/y/g, 'i')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/([^aeiou\s\d])e\b/g, '$1')
    .trim();
}
