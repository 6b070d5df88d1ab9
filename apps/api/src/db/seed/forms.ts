/** Dosage forms: names in both languages, the pack sizes they are sold in, and the picture they get. */
export interface FormSeed {
  ru: string;
  uz: string;
  packs: string[];
  /** Which generated picture (apps/api/src/images) shows the pack. */
  shape: 'blister' | 'bottle' | 'ampoule' | 'tube' | 'spray' | 'sachet' | 'dropper' | 'box';
}

export const FORMS: Record<string, FormSeed> = {
  t: { ru: 'таблетки', uz: 'tabletkalar', packs: ['№10', '№20', '№30'], shape: 'blister' },
  c: { ru: 'капсулы', uz: 'kapsulalar', packs: ['№10', '№30'], shape: 'blister' },
  s: { ru: 'сироп', uz: 'sirop', packs: ['100 мл', '200 мл'], shape: 'bottle' },
  su: { ru: 'суспензия', uz: 'suspenziya', packs: ['100 мл', '200 мл'], shape: 'bottle' },
  i: { ru: 'раствор для инъекций', uz: 'inyeksiya uchun eritma', packs: ['№5', '№10'], shape: 'ampoule' },
  k: { ru: 'капли', uz: 'tomchilar', packs: ['10 мл', '25 мл'], shape: 'dropper' },
  gl: { ru: 'капли глазные', uz: 'koʻz tomchilari', packs: ['5 мл', '10 мл'], shape: 'dropper' },
  m: { ru: 'мазь', uz: 'malham', packs: ['15 г', '30 г'], shape: 'tube' },
  g: { ru: 'гель', uz: 'gel', packs: ['30 г', '50 г'], shape: 'tube' },
  e: { ru: 'крем', uz: 'krem', packs: ['15 г', '30 г'], shape: 'tube' },
  r: { ru: 'суппозитории', uz: 'shamchalar', packs: ['№10'], shape: 'box' },
  a: { ru: 'спрей', uz: 'sprey', packs: ['15 мл', '30 мл'], shape: 'spray' },
  in: { ru: 'аэрозоль для ингаляций', uz: 'ingalyatsiya uchun aerozol', packs: ['200 доз'], shape: 'spray' },
  p: { ru: 'порошок', uz: 'kukun', packs: ['№10', '№20'], shape: 'sachet' },
  ef: { ru: 'таблетки шипучие', uz: 'eruvchan tabletkalar', packs: ['№10', '№20'], shape: 'box' },
};

/** Units in Uzbek Latin, for strengths and pack sizes. */
export function unitsToUzbek(text: string): string {
  return text
    .replace(/мкг/g, 'mkg')
    .replace(/мг/g, 'mg')
    .replace(/мл/g, 'ml')
    .replace(/капля/g, 'tomchi')
    .replace(/доза/g, 'doza')
    .replace(/доз/g, 'doza')
    .replace(/шт/g, 'dona')
    .replace(/анти-Ха МЕ/g, 'anti-Xa XB')
    .replace(/МЕ|ЕД|ЛЕ/g, 'XB')
    .replace(/КОЕ/g, 'KHQ')
    .replace(/г(?![а-яё])/g, 'g');
}
