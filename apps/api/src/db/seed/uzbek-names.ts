import { toUzbekLatin } from '../../search/transliterate';

/**
 * Uzbek names of active substances and of brands' qualifiers. An INN reads the same in both languages once
 * written in Latin letters ("ибупрофен" → "ibuprofen"), but the Russian words around it do not: transliterated,
 * "ибупрофен для детей" became "ibuprofen dlya detey", Russian in Latin letters. Those words are translated
 * here, in Uzbek word order: "bolalar uchun ibuprofen", "askorbin kislotasi", "valeriana ekstrakti".
 */

/** Whole phrases first (longest first), then words; the rest of a name is an INN, transliterated. */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/раствор для ингаляций/g, 'ingalyatsiya uchun eritmasi'],
  [/морская вода/g, 'dengiz suvi'],
  [/чайного дерева/g, 'choy daraxti'],
  [/стручкового перца/g, 'qalampir'],
  [/льняное масло/g, 'zigʻir moyi'],
  [/масло криля/g, 'kril moyi'],
  [/масло энотеры/g, 'enotera moyi'],
  [/тыквы семян/g, 'qovoq urugʻi'],
  [/грудной сбор/g, 'koʻkrak yigʻmasi'],
  [/желудочный сбор/g, 'oshqozon yigʻmasi'],
  [/успокоительный сбор/g, 'tinchlantiruvchi yigʻma'],
  [/железа \(III\)/g, 'temir (III)'],
  [/сбор грудной/gi, 'koʻkrak yigʻmasi'],
  [/сбор желудочный/gi, 'oshqozon yigʻmasi'],
  // Ointments, drops and remedies named by Russian words rather than a brand ("Салициловая мазь").
  [/салициловая мазь/gi, 'salitsil malhami'],
  [/гепариновая мазь/gi, 'geparin malhami'],
  [/ихтиоловая мазь/gi, 'ixtiol malhami'],
  [/цинковая мазь/gi, 'rux malhami'],
  [/мазь вишневского/gi, 'Vishnevskiy malhami'],
  [/глазные капли/gi, 'koʻz tomchilari'],
  [/капли/gi, 'tomchilari'],
  [/искусственная слеза/gi, 'sunʼiy koʻz yoshi'],
  [/ромашка аптечная/gi, 'dorivor moychechak'],
  [/мята перечная/gi, 'qalampir yalpiz'],
  [/нафталанская нефть/gi, 'naftalan nefti'],
  [/регидратационная соль/gi, 'regidratatsiya tuzi'],
  [/укропная вода/gi, 'shivit suvi'],
  [/эфирные масла/gi, 'efir moylari'],
  [/двойное действие/gi, 'ikki tomonlama taʼsir'],
];

/** Plants and minerals in the Russian genitive ("валерианы экстракт") and their Uzbek names. */
const WORDS: Record<string, string> = {
  натрия: 'natriy',
  калия: 'kaliy',
  кальция: 'kalsiy',
  магния: 'magniy',
  железа: 'temir',
  цинка: 'rux',
  висмута: 'vismut',
  и: 'va',
  поливитамины: 'polivitaminlar',
  жидкий: 'suyuq',
  солодки: 'qizilmiya',
  ромашка: 'moychechak',
  ромашки: 'moychechak',
  аптечной: 'dorivor',
  валерианы: 'valeriana',
  пустырника: 'arslonquyruq',
  боярышника: 'doʻlana',
  шиповника: 'naʼmatak',
  зверобоя: 'dalachoy',
  крапивы: 'gazanda',
  мяты: 'yalpiz',
  перечной: 'qalampir',
  шалфея: 'shalfey',
  календулы: 'kalendula',
  облепихи: 'chakanda',
  черники: 'qoragat',
  клюквы: 'klyukva',
  эвкалипта: 'evkalipt',
  прутовидного: 'novdasimon',
  солодка: 'qizilmiya',
  укропа: 'shivit',
  фенхеля: 'fenxel',
  обыкновенного: 'oddiy',
  тимьяна: 'togʻjambil',
  алтея: 'gulxayri',
  плюща: 'pechak',
  прополиса: 'propolis',
  алоэ: 'aloe',
  сенны: 'sano',
  толокнянки: 'toloknyanka',
  хвощ: 'qirqboʻgʻim',
  розмарина: 'rozmarin',
  любистока: 'lyubistok',
  золототысячника: 'zolototysyachnik',
  горечавки: 'gorechavka',
  первоцвета: 'navroʻzgul',
  щавеля: 'otquloq',
  эхинацеи: 'exinatseya',
  пурпурной: 'qizil',
  гинкго: 'ginkgo',
  двулопастного: 'ikki bargli',
  серенои: 'serenoya',
  ползучей: 'oʻrmalovchi',
  элеутерококка: 'eleuterokokk',
  женьшеня: 'jenshen',
  расторопши: 'rastoropsha',
  пятнистой: 'dogʻli',
  артишока: 'artishok',
  пеларгонии: 'pelargoniya',
  сидоидес: 'sidoides',
};

/** Parts of a plant and other nouns that follow their owner in Uzbek, with the possessive ending. */
const TAILS: Record<string, string> = {
  экстракт: 'ekstrakti',
  раствор: 'eritmasi',
  масло: 'moyi',
  листья: 'barglari',
  листьев: 'barglari',
  трава: 'oʻti',
  корень: 'ildizi',
  корня: 'ildizi',
  корней: 'ildizi',
  корневищ: 'ildizpoyasi',
  плоды: 'mevalari',
  плодов: 'mevalari',
  цветки: 'gullari',
  цветы: 'gullari',
};

/** Qualifiers that come first in Uzbek: "для детей X" → "bolalar uchun X". */
const FOR_WHOM: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s*для детей от простуды$/, 'bolalar uchun shamollashga qarshi'],
  [/\s*для детей$/, 'bolalar uchun'],
  [/\s*для беременных$/, 'homiladorlar uchun'],
  [/\s*глазной$/, 'koʻz uchun'],
];

/** "аскорбиновая кислота" → "askorbin kislotasi": the adjective's stem, then the noun with its ending. */
function acid(text: string): string {
  return text.replace(/(\S+?)(иевая|овая|евая|ая) кислота/g, (_, stem: string, ending: string) => {
    const latin = toUzbekLatin(stem);
    // "фолиевая" → "foliy", "липоевая" → "lipoy": the stem keeps its closing "y" in Uzbek.
    const closing = ending === 'иевая' ? 'iy' : ending === 'евая' && /[aeiou]$/.test(latin) ? 'y' : '';
    return `${latin}${closing} kislotasi`;
  });
}

/** One part of a combination ("алтея корень", "парацетамол"), or a brand ("Валерианы экстракт"). */
function part(text: string): string {
  const words = acid(text).split(/\s+/);
  return words
    .map((word) => {
      const known = TAILS[word.toLowerCase()] ?? WORDS[word.toLowerCase()];
      if (known === undefined) return toUzbekLatin(word);
      return word[0] === word[0].toLowerCase() ? known : known[0].toUpperCase() + known.slice(1);
    })
    .join(' ')
    .trim();
}

function translate(text: string): string {
  let result = text;
  for (const [pattern, uz] of PHRASES) result = result.replace(pattern, uz);
  return result
    .split(' + ')
    .map((piece) => part(piece))
    .join(' + ');
}

/** The Uzbek Latin name of an active substance written in Russian. */
export function uzbekSubstanceName(ru: string): string {
  let text = ru;
  let qualifier = '';
  for (const [pattern, uz] of FOR_WHOM) {
    if (pattern.test(text)) {
      qualifier = uz;
      text = text.replace(pattern, '');
      break;
    }
  }
  const name = translate(text);
  return qualifier ? `${qualifier} ${name}` : name;
}

/**
 * A brand in Uzbek Latin: its name transliterated, the common words in it translated ("Валерианы экстракт"),
 * its qualifier after it ("Нурофен для детей" → "Nurofen bolalar uchun"); the first letter stays a capital.
 */
export function uzbekBrandName(ru: string): string {
  const capital = (text: string) => text[0].toUpperCase() + text.slice(1);
  for (const [pattern, uz] of FOR_WHOM) {
    if (pattern.test(ru)) return `${capital(translate(ru.replace(pattern, '')))} ${uz}`;
  }
  return capital(translate(ru));
}
