/**
 * Goods that are not medicines, as a pharmacy in Uzbekistan sells them beside the drugs: blood-pressure monitors,
 * thermometers, dressings, tests, baby food and hygiene, cosmetics, condoms. Real brands and makers only.
 *
 * Each kind of good (`GOODS_KINDS`) is what the shopper asks for ("тонометр", "бинт"): it takes the place a drug's
 * active substance has (a row of `substances`, so a kind's goods are each other's analogues and a shelf's facet),
 * names the characteristics its goods show instead of a leaflet, and draws the goods' picture.
 *
 * `GOODS`, one a line: `kind|brand|model|maker|pack|price|values`. The model is the name after the kind ("Omron M2
 * Basic"); the pack as the drugs' ("№1", "800 г", "200 мл"); the price in sum; the values, `;`-separated, go with
 * the kind's characteristics in order, each `ru` or `ru=uz` when the Uzbek differs.
 */

/** The pictures of goods (apps/api/src/images): one shape per kind of thing. */
export type GoodsShape =
  | 'tonometer'
  | 'thermometer'
  | 'roll'
  | 'plaster'
  | 'test'
  | 'tin'
  | 'jar'
  | 'pump'
  | 'pack'
  | 'tube'
  | 'bottle';

export interface GoodsKind {
  /** The kind's name as a shopper says it, lower case ("тонометр автоматический"). */
  ru: string;
  uz: string;
  /** Its English name: the `inn` column of its substances row (unique, never shown). */
  en: string;
  category: number;
  shape: GoodsShape;
  /** Characteristics every good of the kind shows: [ru, uz] names, in order. */
  fields: ReadonlyArray<readonly [string, string]>;
}

const TONOMETER: GoodsKind['fields'] = [
  ['Место измерения', 'Oʻlchash joyi'],
  ['Окружность манжеты', 'Manjeta aylanasi'],
  ['Память', 'Xotira'],
  ['Питание', 'Quvvat manbai'],
  ['Гарантия', 'Kafolat'],
];
const THERMOMETER: GoodsKind['fields'] = [
  ['Способ измерения', 'Oʻlchash usuli'],
  ['Время измерения', 'Oʻlchash vaqti'],
  ['Диапазон', 'Diapazon'],
  ['Гарантия', 'Kafolat'],
];
const DRESSING: GoodsKind['fields'] = [
  ['Размер', 'Oʻlchami'],
  ['Материал', 'Material'],
  ['Стерильность', 'Sterillik'],
];
const TEST: GoodsKind['fields'] = [
  ['Чувствительность', 'Sezgirlik'],
  ['Время результата', 'Natija vaqti'],
  ['Тестов в упаковке', 'Qadoqdagi testlar'],
];
const FOOD: GoodsKind['fields'] = [
  ['Возраст', 'Yoshi'],
  ['Основа', 'Asosi'],
  ['Вес', 'Ogʻirligi'],
];
const CARE: GoodsKind['fields'] = [
  ['Назначение', 'Vazifasi'],
  ['Тип кожи', 'Teri turi'],
  ['Объём', 'Hajmi'],
];
const HYGIENE: GoodsKind['fields'] = [
  ['Назначение', 'Vazifasi'],
  ['Объём', 'Hajmi'],
];
const CONDOM: GoodsKind['fields'] = [
  ['Особенность', 'Xususiyati'],
  ['Материал', 'Material'],
  ['Количество', 'Soni'],
];

export const GOODS_KINDS: Readonly<Record<string, GoodsKind>> = {
  'tonometer-auto': {
    ru: 'тонометр автоматический',
    uz: 'avtomatik tonometr',
    en: 'blood pressure monitor, automatic',
    category: 501,
    shape: 'tonometer',
    fields: TONOMETER,
  },
  'tonometer-wrist': {
    ru: 'тонометр на запястье',
    uz: 'bilak tonometri',
    en: 'blood pressure monitor, wrist',
    category: 501,
    shape: 'tonometer',
    fields: TONOMETER,
  },
  'tonometer-manual': {
    ru: 'тонометр механический',
    uz: 'mexanik tonometr',
    en: 'blood pressure monitor, aneroid',
    category: 501,
    shape: 'tonometer',
    fields: TONOMETER,
  },
  'thermometer-digital': {
    ru: 'термометр электронный',
    uz: 'elektron termometr',
    en: 'thermometer, digital',
    category: 502,
    shape: 'thermometer',
    fields: THERMOMETER,
  },
  'thermometer-infrared': {
    ru: 'термометр инфракрасный',
    uz: 'infraqizil termometr',
    en: 'thermometer, infrared',
    category: 502,
    shape: 'thermometer',
    fields: THERMOMETER,
  },
  'thermometer-glass': {
    ru: 'термометр безртутный',
    uz: 'simobsiz termometr',
    en: 'thermometer, mercury-free glass',
    category: 502,
    shape: 'thermometer',
    fields: THERMOMETER,
  },
  bandage: {
    ru: 'бинт',
    uz: 'bint',
    en: 'gauze bandage',
    category: 503,
    shape: 'roll',
    fields: DRESSING,
  },
  'elastic-bandage': {
    ru: 'бинт эластичный',
    uz: 'elastik bint',
    en: 'elastic bandage',
    category: 503,
    shape: 'roll',
    fields: DRESSING,
  },
  plaster: {
    ru: 'пластырь',
    uz: 'plastir',
    en: 'adhesive plaster',
    category: 503,
    shape: 'plaster',
    fields: DRESSING,
  },
  'wound-dressing': {
    ru: 'повязка',
    uz: 'bogʻlam',
    en: 'wound dressing',
    category: 503,
    shape: 'plaster',
    fields: DRESSING,
  },
  'pregnancy-test': {
    ru: 'тест на беременность',
    uz: 'homiladorlik testi',
    en: 'pregnancy test',
    category: 504,
    shape: 'test',
    fields: TEST,
  },
  'ovulation-test': {
    ru: 'тест на овуляцию',
    uz: 'ovulyatsiya testi',
    en: 'ovulation test',
    category: 504,
    shape: 'test',
    fields: TEST,
  },
  formula: {
    ru: 'детская смесь',
    uz: 'bolalar aralashmasi',
    en: 'infant formula',
    category: 401,
    shape: 'tin',
    fields: FOOD,
  },
  porridge: {
    ru: 'детская каша',
    uz: 'bolalar boʻtqasi',
    en: 'infant cereal',
    category: 401,
    shape: 'pack',
    fields: FOOD,
  },
  puree: {
    ru: 'детское пюре',
    uz: 'bolalar pyuresi',
    en: 'baby puree',
    category: 401,
    shape: 'jar',
    fields: FOOD,
  },
  'baby-wash': {
    ru: 'детский шампунь',
    uz: 'bolalar shampuni',
    en: 'baby shampoo',
    category: 402,
    shape: 'bottle',
    fields: HYGIENE,
  },
  'baby-cream': {
    ru: 'детский крем',
    uz: 'bolalar kremi',
    en: 'baby cream',
    category: 402,
    shape: 'tube',
    fields: HYGIENE,
  },
  diapers: {
    ru: 'подгузники',
    uz: 'tagliklar',
    en: 'diapers',
    category: 402,
    shape: 'pack',
    fields: HYGIENE,
  },
  'baby-wipes': {
    ru: 'влажные салфетки детские',
    uz: 'bolalar hoʻl salfetkalari',
    en: 'baby wipes',
    category: 402,
    shape: 'pack',
    fields: HYGIENE,
  },
  'stretch-mark-cream': {
    ru: 'крем от растяжек',
    uz: 'choʻzilish izlariga qarshi krem',
    en: 'stretch mark cream',
    category: 403,
    shape: 'tube',
    fields: CARE,
  },
  'face-care': {
    ru: 'крем для лица',
    uz: 'yuz kremi',
    en: 'face cream',
    category: 601,
    shape: 'tube',
    fields: CARE,
  },
  'body-care': {
    ru: 'бальзам для тела',
    uz: 'tana balzami',
    en: 'body balm',
    category: 601,
    shape: 'pump',
    fields: CARE,
  },
  'micellar-water': {
    ru: 'мицеллярная вода',
    uz: 'mitsellyar suv',
    en: 'micellar water',
    category: 601,
    shape: 'bottle',
    fields: CARE,
  },
  sunscreen: {
    ru: 'солнцезащитный крем',
    uz: 'quyoshdan himoya kremi',
    en: 'sunscreen',
    category: 601,
    shape: 'tube',
    fields: CARE,
  },
  toothpaste: {
    ru: 'зубная паста',
    uz: 'tish pastasi',
    en: 'toothpaste',
    category: 602,
    shape: 'tube',
    fields: HYGIENE,
  },
  toothbrush: {
    ru: 'зубная щётка',
    uz: 'tish choʻtkasi',
    en: 'toothbrush',
    category: 602,
    shape: 'pack',
    fields: HYGIENE,
  },
  'hand-antiseptic': {
    ru: 'антисептик для рук',
    uz: 'qoʻl uchun antiseptik',
    en: 'hand sanitiser',
    category: 602,
    shape: 'pump',
    fields: HYGIENE,
  },
  condoms: {
    ru: 'презервативы',
    uz: 'prezervativlar',
    en: 'condoms',
    category: 603,
    shape: 'pack',
    fields: CONDOM,
  },
  lubricant: {
    ru: 'гель-смазка',
    uz: 'lubrikant gel',
    en: 'personal lubricant',
    category: 603,
    shape: 'bottle',
    fields: HYGIENE,
  },
};

export const GOODS = `
tonometer-auto|Omron|M2 Basic|omron|№1|560000|плечо=yelka;22–32 см=22–32 sm;30 измерений=30 ta oʻlchov;4 × AA;5 лет=5 yil
tonometer-auto|Omron|M2 Classic|omron|№1|690000|плечо=yelka;22–42 см=22–42 sm;60 измерений=60 ta oʻlchov;4 × AA, адаптер=4 × AA, adapter;5 лет=5 yil
tonometer-auto|Omron|M3 Comfort|omron|№1|890000|плечо=yelka;22–42 см=22–42 sm;2 × 60 измерений=2 × 60 ta oʻlchov;4 × AA;5 лет=5 yil
tonometer-auto|Omron|M6 Comfort|omron|№1|1190000|плечо=yelka;22–42 см=22–42 sm;2 × 100 измерений=2 × 100 ta oʻlchov;4 × AA;5 лет=5 yil
tonometer-wrist|Omron|RS2|omron|№1|470000|запястье=bilak;13,5–21,5 см=13,5–21,5 sm;30 измерений=30 ta oʻlchov;2 × AAA;5 лет=5 yil
tonometer-wrist|Omron|RS4|omron|№1|590000|запястье=bilak;13,5–21,5 см=13,5–21,5 sm;60 измерений=60 ta oʻlchov;2 × AAA;5 лет=5 yil
tonometer-auto|Microlife|BP A2 Basic|microlife|№1|490000|плечо=yelka;22–32 см=22–32 sm;30 измерений=30 ta oʻlchov;4 × AA;5 лет=5 yil
tonometer-auto|Microlife|BP A6 PC|microlife|№1|920000|плечо=yelka;22–42 см=22–42 sm;2 × 99 измерений=2 × 99 ta oʻlchov;4 × AA, адаптер=4 × AA, adapter;5 лет=5 yil
tonometer-wrist|Microlife|BP W2 Slim|microlife|№1|530000|запястье=bilak;13,5–20 см=13,5–20 sm;30 измерений=30 ta oʻlchov;2 × AAA;5 лет=5 yil
tonometer-manual|Microlife|BP AG1-20|microlife|№1|260000|плечо=yelka;22–32 см=22–32 sm;нет=yoʻq;не нужно=kerak emas;2 года=2 yil
tonometer-auto|B.Well|MED-53|bwell|№1|390000|плечо=yelka;22–42 см=22–42 sm;2 × 60 измерений=2 × 60 ta oʻlchov;4 × AA;5 лет=5 yil
tonometer-auto|B.Well|MED-55|bwell|№1|530000|плечо=yelka;22–42 см=22–42 sm;2 × 99 измерений=2 × 99 ta oʻlchov;4 × AA, адаптер=4 × AA, adapter;5 лет=5 yil
tonometer-auto|B.Well|PRO-35|bwell|№1|420000|плечо=yelka;22–32 см=22–32 sm;60 измерений=60 ta oʻlchov;4 × AA;5 лет=5 yil
thermometer-digital|Omron|Eco Temp Basic|omron|№1|42000|под мышкой, во рту=qoʻltiq ostida, ogʻizda;60 с=60 s;32–42 °C;2 года=2 yil
thermometer-digital|Omron|Flex Temp Smart|omron|№1|89000|под мышкой, во рту=qoʻltiq ostida, ogʻizda;10 с=10 s;32–42 °C;2 года=2 yil
thermometer-infrared|Omron|Gentle Temp 720|omron|№1|620000|лоб, бесконтактно=peshona, kontaktsiz;1 с=1 s;34–42 °C;2 года=2 yil
thermometer-infrared|Omron|Gentle Temp 521|omron|№1|540000|ухо=quloq;1 с=1 s;34–42,2 °C;2 года=2 yil
thermometer-digital|Microlife|MT 1671|microlife|№1|65000|под мышкой, во рту=qoʻltiq ostida, ogʻizda;10 с=10 s;32–42,9 °C;2 года=2 yil
thermometer-digital|Microlife|MT 16C2|microlife|№1|39000|под мышкой, во рту=qoʻltiq ostida, ogʻizda;60 с=60 s;32–42,9 °C;2 года=2 yil
thermometer-infrared|Microlife|NC 200|microlife|№1|590000|лоб, бесконтактно=peshona, kontaktsiz;3 с=3 s;34–42,2 °C;5 лет=5 yil
thermometer-infrared|Microlife|IR 210|microlife|№1|430000|ухо=quloq;1 с=1 s;34–42,2 °C;5 лет=5 yil
thermometer-digital|B.Well|WT-03 base|bwell|№1|35000|под мышкой, во рту=qoʻltiq ostida, ogʻizda;60 с=60 s;32–42,9 °C;2 года=2 yil
thermometer-infrared|B.Well|WF-1000|bwell|№1|380000|лоб, ухо=peshona, quloq;1 с=1 s;34–42,2 °C;2 года=2 yil
thermometer-glass|Geratherm|Classic|geratherm|№1|69000|под мышкой=qoʻltiq ostida;5 мин=5 daqiqa;35,5–42 °C;без срока=muddatsiz
thermometer-glass|Geratherm|Rapid|geratherm|№1|79000|под мышкой, во рту=qoʻltiq ostida, ogʻizda;3 мин=3 daqiqa;35,5–42 °C;без срока=muddatsiz
bandage|Навтекс=Navteks|марлевый стерильный 5 м × 10 см=doka steril 5 m × 10 sm|navtex|№1|4500|5 м × 10 см=5 m × 10 sm;марля хлопковая=paxta doka;стерильный=steril
bandage|Навтекс=Navteks|марлевый стерильный 7 м × 14 см=doka steril 7 m × 14 sm|navtex|№1|6500|7 м × 14 см=7 m × 14 sm;марля хлопковая=paxta doka;стерильный=steril
bandage|Hartmann|Peha-haft 4 м × 6 см=Peha-haft 4 m × 6 sm|hartmann|№1|38000|4 м × 6 см=4 m × 6 sm;когезивный, без латекса=kogeziv, lateksiz;нестерильный=steril emas
elastic-bandage|Hartmann|Pütterbinde 5 м × 8 см=Pütterbinde 5 m × 8 sm|hartmann|№1|96000|5 м × 8 см=5 m × 8 sm;хлопок=paxta;нестерильный=steril emas
elastic-bandage|Tonus Elast|1,5 м × 8 см=1,5 m × 8 sm|tonus|№1|42000|1,5 м × 8 см=1,5 m × 8 sm;хлопок, полиэстер=paxta, poliester;нестерильный=steril emas
plaster|Cosmos|Textile Elastic|hartmann|№20|32000|разные размеры=turli oʻlchamlar;ткань=mato;подушечка стерильная=yostiqcha steril
plaster|Cosmos|Water-Resistant|hartmann|№20|35000|разные размеры=turli oʻlchamlar;полимерная плёнка=polimer plyonka;подушечка стерильная=yostiqcha steril
plaster|Cosmos|Kids|hartmann|№20|29000|разные размеры=turli oʻlchamlar;плёнка с рисунками=rasmli plyonka;подушечка стерильная=yostiqcha steril
plaster|Omniplast|2,5 см × 5 м=2,5 sm × 5 m|hartmann|№1|27000|2,5 см × 5 м=2,5 sm × 5 m;ткань=mato;нестерильный=steril emas
plaster|Leukoplast|Hospital 1,25 см × 5 м=Hospital 1,25 sm × 5 m|bsn|№1|19000|1,25 см × 5 м=1,25 sm × 5 m;ткань=mato;нестерильный=steril emas
plaster|Верофарм=Verofarm|бактерицидный 1,9 × 7,2 см=bakteritsid 1,9 × 7,2 sm|veropharm|№10|9000|1,9 × 7,2 см=1,9 × 7,2 sm;ткань=mato;стерильный=steril
wound-dressing|Cosmos|Soft 10 × 8 см=Soft 10 × 8 sm|hartmann|№5|41000|10 × 8 см=10 × 8 sm;нетканый материал=toʻqilmagan material;стерильная=steril
wound-dressing|Hydrofilm|Plus 9 × 10 см=Plus 9 × 10 sm|hartmann|№5|58000|9 × 10 см=9 × 10 sm;прозрачная плёнка=shaffof plyonka;стерильная=steril
wound-dressing|Atrauman|10 × 20 см=10 × 20 sm|hartmann|№5|64000|10 × 20 см=10 × 20 sm;сетка с мазью=malhamli toʻr;стерильная=steril
pregnancy-test|Frautest|Express|frautest|№1|18000|25 мМЕ/мл=25 mXB/ml;5 мин=5 daqiqa;1
pregnancy-test|Frautest|Comfort|frautest|№1|39000|15 мМЕ/мл=15 mXB/ml;3 мин=3 daqiqa;1
pregnancy-test|Frautest|Exclusive|frautest|№1|47000|15 мМЕ/мл=15 mXB/ml;3 мин=3 daqiqa;1
pregnancy-test|Frautest|Express|frautest|№2|29000|25 мМЕ/мл=25 mXB/ml;5 мин=5 daqiqa;2
pregnancy-test|Clearblue|Plus|spd|№1|52000|25 мМЕ/мл=25 mXB/ml;3 мин=3 daqiqa;1
pregnancy-test|Clearblue|Digital|spd|№1|119000|25 мМЕ/мл=25 mXB/ml;3 мин=3 daqiqa;1
pregnancy-test|Clearblue|Ultra Early|spd|№1|98000|10 мМЕ/мл=10 mXB/ml;3 мин=3 daqiqa;1
pregnancy-test|Evitest|One|evitest|№1|21000|20 мМЕ/мл=20 mXB/ml;5 мин=5 daqiqa;1
pregnancy-test|Evitest|Proof|evitest|№2|45000|10 мМЕ/мл=10 mXB/ml;3 мин=3 daqiqa;2
ovulation-test|Frautest|Ovulation|frautest|№5|79000|25 мМЕ/мл=25 mXB/ml;5 мин=5 daqiqa;5
ovulation-test|Clearblue|Digital Ovulation|spd|№10|390000|40 мМЕ/мл=40 mXB/ml;5 мин=5 daqiqa;10
ovulation-test|Evitest|Ovulation|evitest|№5|68000|30 мМЕ/мл=30 mXB/ml;5 мин=5 daqiqa;5
formula|Nutrilon|1 Premium|nutricia|800 г|265000|с рождения=tugʻilgandan;молоко коровье=sigir suti;800 г=800 g
formula|Nutrilon|2 Premium|nutricia|800 г|259000|с 6 месяцев=6 oydan;молоко коровье=sigir suti;800 г=800 g
formula|Nutrilon|Кисломолочный 1=Nordon sut 1|nutricia|400 г|148000|с рождения=tugʻilgandan;кисломолочная=nordon sut;400 г=400 g
formula|Малютка=Malyutka|1|nutricia|600 г|98000|с рождения=tugʻilgandan;молоко коровье=sigir suti;600 г=600 g
formula|Малютка=Malyutka|2|nutricia|600 г|96000|с 6 месяцев=6 oydan;молоко коровье=sigir suti;600 г=600 g
formula|NAN|1 Optipro|nestle|800 г|279000|с рождения=tugʻilgandan;молоко коровье=sigir suti;800 г=800 g
formula|NAN|2 Optipro|nestle|800 г|269000|с 6 месяцев=6 oydan;молоко коровье=sigir suti;800 г=800 g
formula|NAN|Кисломолочный 3=Nordon sut 3|nestle|400 г|152000|с 12 месяцев=12 oydan;кисломолочная=nordon sut;400 г=400 g
formula|HiPP|1 Combiotic|hipp|600 г|242000|с рождения=tugʻilgandan;органическое молоко=organik sut;600 г=600 g
formula|Similac|Gold 1|abbott|800 г|255000|с рождения=tugʻilgandan;молоко коровье=sigir suti;800 г=800 g
formula|Kabrita|1 Gold|ausnutria|400 г|298000|с рождения=tugʻilgandan;козье молоко=echki suti;400 г=400 g
porridge|Nestlé|гречневая безмолочная=grechkali sutsiz|nestle|200 г|39000|с 4 месяцев=4 oydan;гречка=grechka;200 г=200 g
porridge|HiPP|овсяная органическая=organik suli|hipp|200 г|46000|с 5 месяцев=5 oydan;овёс=suli;200 г=200 g
porridge|Малютка=Malyutka|молочная рисовая=sutli guruchli|nutricia|220 г|29000|с 4 месяцев=4 oydan;рис, молоко=guruch, sut;220 г=220 g
puree|HiPP|яблоко=olma|hipp|125 г|17000|с 4 месяцев=4 oydan;яблоко=olma;125 г=125 g
puree|Gerber|груша=nok|nestle|80 г|14000|с 4 месяцев=4 oydan;груша=nok;80 г=80 g
puree|Фрутоняня=Frutonyanya|яблоко и банан=olma va banan|progress|90 г|12000|с 6 месяцев=6 oydan;яблоко, банан=olma, banan;90 г=90 g
baby-wash|Johnson's Baby|шампунь «Без слёз»=«Koʻz yoshsiz» shampun|jnj|300 мл|39000|мытьё волос=soch yuvish;300 мл=300 ml
baby-wash|Johnson's Baby|пена для купания 2 в 1=choʻmilish uchun koʻpik 2 in 1|jnj|500 мл|52000|купание=choʻmilish;500 мл=500 ml
baby-wash|Bübchen|шампунь и гель=shampun va gel|buebchen|400 мл|68000|мытьё волос и тела=soch va tana yuvish;400 мл=400 ml
baby-wash|Mustela|гель для купания=choʻmilish geli|expanscience|500 мл|198000|купание=choʻmilish;500 мл=500 ml
baby-cream|Johnson's Baby|крем под подгузник=taglik ostiga krem|jnj|100 мл|42000|защита от опрелостей=bichilishdan himoya;100 мл=100 ml
baby-cream|Sanosan|крем под подгузник=taglik ostiga krem|mann|100 мл|64000|защита от опрелостей=bichilishdan himoya;100 мл=100 ml
baby-cream|Mustela|крем под подгузник 1 2 3=taglik ostiga krem 1 2 3|expanscience|50 мл|149000|защита от опрелостей=bichilishdan himoya;50 мл=50 ml
diapers|Pampers|Active Baby 4 (9–14 кг)=Active Baby 4 (9–14 kg)|pg|№46|189000|подгузники 9–14 кг=tagliklar 9–14 kg;46 шт=46 dona
diapers|Pampers|Premium Care 2 (4–8 кг)=Premium Care 2 (4–8 kg)|pg|№66|249000|подгузники 4–8 кг=tagliklar 4–8 kg;66 шт=66 dona
diapers|Huggies|Elite Soft 3 (5–9 кг)=Elite Soft 3 (5–9 kg)|kimberly|№72|239000|подгузники 5–9 кг=tagliklar 5–9 kg;72 шт=72 dona
baby-wipes|Huggies|Elite Soft|kimberly|№64|24000|очищение кожи=terini tozalash;64 шт=64 dona
baby-wipes|Pampers|Sensitive|pg|№52|23000|очищение кожи=terini tozalash;52 шт=52 dona
stretch-mark-cream|Mustela|Maternité крем от растяжек=Maternité choʻzilish izlariga qarshi krem|expanscience|150 мл|329000|профилактика растяжек=choʻzilish izlarining oldini olish;для беременных=homiladorlar uchun;150 мл=150 ml
stretch-mark-cream|Bio-Oil|масло для кожи=teri moyi|unionswiss|125 мл|219000|растяжки и рубцы=choʻzilish izlari va chandiqlar;все типы=barcha turlar;125 мл=125 ml
stretch-mark-cream|Sanosan|Mama масло от растяжек=Mama choʻzilish izlariga qarshi moy|mann|150 мл|138000|профилактика растяжек=choʻzilish izlarining oldini olish;для беременных=homiladorlar uchun;150 мл=150 ml
face-care|La Roche-Posay|Effaclar Duo+|loreal|40 мл|289000|против несовершенств=nuqsonlarga qarshi;жирная, проблемная=yogʻli, muammoli;40 мл=40 ml
face-care|La Roche-Posay|Cicaplast Baume B5+|loreal|40 мл|189000|восстановление=tiklash;чувствительная=sezgir;40 мл=40 ml
face-care|Avène|Cicalfate+|fabre|40 мл|179000|восстановление=tiklash;чувствительная=sezgir;40 мл=40 ml
face-care|Bioderma|Sensibio AR|naos|40 мл|259000|против покраснений=qizarishga qarshi;чувствительная=sezgir;40 мл=40 ml
body-care|La Roche-Posay|Lipikar AP+M|loreal|400 мл|369000|питание и увлажнение=oziqlantirish va namlash;очень сухая, атопичная=juda quruq, atopik;400 мл=400 ml
body-care|Bioderma|Atoderm Intensive|naos|500 мл|329000|питание и увлажнение=oziqlantirish va namlash;очень сухая, атопичная=juda quruq, atopik;500 мл=500 ml
body-care|CeraVe|увлажняющий лосьон=namlovchi loson|loreal|236 мл|219000|увлажнение=namlash;сухая и нормальная=quruq va normal;236 мл=236 ml
body-care|Eucerin|UreaRepair Plus 10%|beiersdorf|250 мл|249000|увлажнение=namlash;сухая, шелушащаяся=quruq, poʻst tashlaydigan;250 мл=250 ml
micellar-water|Bioderma|Sensibio H2O|naos|250 мл|189000|очищение и снятие макияжа=tozalash va makiyajni ketkazish;чувствительная=sezgir;250 мл=250 ml
micellar-water|La Roche-Posay|Micellar Water Ultra|loreal|200 мл|169000|очищение и снятие макияжа=tozalash va makiyajni ketkazish;чувствительная=sezgir;200 мл=200 ml
sunscreen|La Roche-Posay|Anthelios UVmune 400 SPF50+|loreal|50 мл|329000|защита от солнца=quyoshdan himoya;все типы=barcha turlar;50 мл=50 ml
sunscreen|Bioderma|Photoderm Max SPF50+|naos|40 мл|239000|защита от солнца=quyoshdan himoya;чувствительная=sezgir;40 мл=40 ml
sunscreen|Avène|Very High Protection SPF50+|fabre|50 мл|259000|защита от солнца=quyoshdan himoya;чувствительная=sezgir;50 мл=50 ml
toothpaste|Lacalut|Aktiv|theiss|75 мл|46000|против кровоточивости дёсен=milk qonashiga qarshi;75 мл=75 ml
toothpaste|Lacalut|White|theiss|75 мл|49000|отбеливание=oqartirish;75 мл=75 ml
toothpaste|Sensodyne|Мгновенный эффект=Tezkor taʼsir|gsk|75 мл|52000|для чувствительных зубов=sezgir tishlar uchun;75 мл=75 ml
toothpaste|Parodontax|Классик=Klassik|gsk|75 мл|45000|против кровоточивости дёсен=milk qonashiga qarshi;75 мл=75 ml
toothpaste|Splat|Professional Биокальций=Professional Biokalsiy|splat|100 мл|34000|укрепление эмали=emalni mustahkamlash;100 мл=100 ml
toothbrush|Curaprox|CS 5460 Ultra Soft|curaden|№1|69000|ультрамягкая щетина=juda yumshoq tuklar;1 шт=1 dona
toothbrush|Oral-B|Pro-Expert Clinic Line|pg|№1|32000|средняя жёсткость=oʻrtacha qattiqlik;1 шт=1 dona
toothbrush|Lacalut|Sensitive|theiss|№1|29000|мягкая щетина=yumshoq tuklar;1 шт=1 dona
hand-antiseptic|Dettol|гель для рук=qoʻl uchun gel|reckitt|50 мл|19000|антисептик для рук=qoʻl uchun antiseptik;50 мл=50 ml
hand-antiseptic|Sterillium|гель для рук=qoʻl uchun gel|hartmann|50 мл|29000|антисептик для рук=qoʻl uchun antiseptik;50 мл=50 ml
condoms|Durex|Classic|reckitt|№12|79000|классические=klassik;латекс=lateks;12 шт=12 dona
condoms|Durex|Invisible|reckitt|№12|109000|ультратонкие=juda yupqa;латекс=lateks;12 шт=12 dona
condoms|Durex|Extra Safe|reckitt|№12|89000|утолщённые=qalinlashtirilgan;латекс=lateks;12 шт=12 dona
condoms|Durex|Pleasuremax|reckitt|№12|95000|рельефные=relyefli;латекс=lateks;12 шт=12 dona
condoms|Durex|Classic|reckitt|№3|26000|классические=klassik;латекс=lateks;3 шт=3 dona
condoms|Contex|Classic|reckitt|№12|62000|классические=klassik;латекс=lateks;12 шт=12 dona
condoms|Contex|Ribbed|reckitt|№12|65000|ребристые=qovurgʻali;латекс=lateks;12 шт=12 dona
condoms|Vizit|Ultra Thin|cpr|№12|45000|ультратонкие=juda yupqa;латекс=lateks;12 шт=12 dona
condoms|Masculan|Classic|masculan|№10|49000|классические=klassik;латекс=lateks;10 шт=10 dona
lubricant|Durex|Play Classic|reckitt|50 мл|72000|интимный гель-смазка=intim gel-lubrikant;50 мл=50 ml
lubricant|Contex|Long Love|reckitt|30 мл|49000|интимный гель-смазка=intim gel-lubrikant;30 мл=30 ml
`;
