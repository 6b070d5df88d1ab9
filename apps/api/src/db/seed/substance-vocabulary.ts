/**
 * What shoppers call the substances of `substances.ts` besides their INN and Russian name, and what they ask for
 * by use or symptom. The search index reads both (apps/api/src/search); keyed by the INN column of SUBSTANCES, so a
 * substance and its other names live side by side with the seed.
 */

/** Other names of a substance: the US adopted name, older and common names, in Latin and Cyrillic. */
export const SUBSTANCE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  paracetamol: ['acetaminophen', 'ацетаминофен', 'APAP'],
  'metamizole sodium': ['dipyrone', 'дипирон', 'metamizol'],
  'acetylsalicylic acid': ['aspirin', 'ASA', 'ацетилсалициловка'],
  salbutamol: ['albuterol', 'альбутерол'],
  colecalciferol: ['vitamin D3', 'витамин D3', 'холекальциферол', 'cholecalciferol'],
  'ascorbic acid': ['vitamin C', 'витамин C', 'витамин Ц'],
  cyanocobalamin: ['vitamin B12', 'витамин B12'],
  tocopherol: ['vitamin E', 'витамин E'],
  retinol: ['vitamin A', 'витамин A'],
  'folic acid': ['vitamin B9', 'витамин B9'],
  pyridoxine: ['vitamin B6', 'витамин B6'],
  thiamine: ['vitamin B1', 'витамин B1'],
  'activated charcoal': ['activated carbon', 'уголь'],
  diphenhydramine: ['димедрол'],
  chloropyramine: ['хлорпирамин'],
  nitroglycerin: ['glyceryl trinitrate', 'нитро'],
  ethanol: ['спирт', 'alcohol'],
  furazidin: ['фурагин'],
  'co-trimoxazole': ['бисептол', 'sulfamethoxazole trimethoprim'],
  'omega-3 triglycerides': ['омега 3', 'omega 3'],
};

/**
 * A use or symptom, or a kind of good: the words a shopper types for it (Russian in any grammatical form the stemmer reduces to the
 * same stem; Uzbek as the start of the word, which takes suffixes after it: `yo'tal`, `yo'talga`, `yo'taldan`),
 * and the substances (INN) and categories that treat it, substances first. A category's own names need no entry:
 * the index reads them from the categories ("ogʻriq qoldiruvchilar"); one here with the same words answers first.
 */
export interface UseSeed {
  ru: readonly string[];
  uz: readonly string[];
  inns: readonly string[];
  categories: readonly number[];
}

export const USES: readonly UseSeed[] = [
  {
    ru: ['кашель', 'кашля', 'мокрота'],
    uz: ["yo'tal", "balg'am"],
    inns: [
      'ambroxol',
      'acetylcysteine',
      'bromhexine',
      'carbocisteine',
      'butamirate',
      'dextromethorphan',
      'althaea root',
      'ivy leaf extract',
      'thyme extract',
    ],
    categories: [],
  },
  {
    ru: ['головная боль', 'голова болит', 'мигрень'],
    uz: ["bosh og'ri", 'migren'],
    inns: [
      'paracetamol',
      'ibuprofen',
      'acetylsalicylic acid + paracetamol + caffeine',
      'paracetamol + caffeine',
      'metamizole sodium',
      'acetylsalicylic acid',
    ],
    categories: [],
  },
  {
    ru: ['боль', 'обезболивающее'],
    uz: ["og'riq"],
    inns: ['ibuprofen', 'paracetamol', 'ketorolac', 'diclofenac', 'nimesulide'],
    categories: [101],
  },
  {
    ru: ['зубная боль', 'болит зуб'],
    uz: ["tish og'ri"],
    inns: ['ketorolac', 'ibuprofen', 'nimesulide', 'paracetamol'],
    categories: [],
  },
  {
    ru: ['температура', 'жар', 'жаропонижающее'],
    uz: ['isitma', 'harorat'],
    inns: ['paracetamol', 'ibuprofen', 'infant paracetamol', 'infant ibuprofen'],
    categories: [102],
  },
  {
    ru: ['аллергия', 'крапивница', 'зуд'],
    uz: ['allergiya', 'qichish'],
    inns: ['cetirizine', 'loratadine', 'desloratadine', 'levocetirizine', 'fexofenadine', 'chloropyramine'],
    categories: [108],
  },
  {
    ru: ['давление', 'гипертония'],
    uz: ['qon bosim', 'bosim', 'gipertoniya'],
    inns: ['amlodipine', 'enalapril', 'lisinopril', 'losartan', 'bisoprolol', 'captopril', 'indapamide'],
    categories: [],
  },
  {
    ru: ['простуда', 'грипп', 'орви'],
    uz: ['shamollash', 'gripp'],
    inns: [],
    categories: [105, 104],
  },
  {
    // "в нос", "burun tomchisi": the route names the use.
    ru: ['насморк', 'заложенность носа', 'нос', 'назальный'],
    uz: ['tumov', 'burun bitishi', 'burun'],
    inns: ['xylometazoline', 'oxymetazoline', 'naphazoline', 'sea water', 'infant nasal aspirator'],
    categories: [],
  },
  {
    ru: ['боль в горле', 'горло'],
    uz: ["tomoq og'ri", 'tomoq'],
    inns: [
      'benzydamine',
      'hexetidine',
      'amylmetacresol + dichlorobenzyl alcohol',
      'ambazone',
      'cetylpyridinium',
      'chlorhexidine',
    ],
    categories: [],
  },
  {
    ru: ['ушиб', 'синяк', 'гематома', 'растяжение'],
    uz: ['lat yeyish', "ko'kar", 'gematoma'],
    inns: [
      'troxerutin',
      'heparin + benzocaine + benzyl nicotinate',
      'heparin sodium',
      'heparinoid',
      'escin',
      'diclofenac',
      'ketoprofen',
      'ibuprofen',
      'dimethyl sulfoxide',
    ],
    categories: [],
  },
  {
    ru: ['изжога'],
    uz: ["jig'ildon"],
    inns: [
      'aluminium hydroxide + magnesium hydroxide',
      'calcium carbonate + magnesium carbonate',
      'famotidine',
      'omeprazole',
    ],
    categories: [],
  },
  {
    ru: ['диарея', 'понос'],
    uz: ['diareya', 'ich ket'],
    inns: ['loperamide', 'smectite dioctahedral', 'activated charcoal', 'bifidobacterium bifidum'],
    categories: [],
  },
  {
    ru: ['запор', 'слабительное'],
    uz: ['ich qotishi', 'qabziyat'],
    inns: ['lactulose', 'bisacodyl', 'senna leaves', 'macrogol'],
    categories: [],
  },
  {
    ru: ['живот болит', 'спазм', 'вздутие'],
    uz: ["qorin og'ri", 'spazm'],
    inns: ['drotaverine', 'alverine + simethicone', 'simethicone', 'hyoscine butylbromide'],
    categories: [],
  },
  {
    ru: ['бессонница', 'стресс', 'успокоительное', 'тревога'],
    uz: ['uyqusizlik', 'stress', 'tinchlantiruvchi'],
    inns: ['sedative collection', 'valerian', 'doxylamine', 'motherwort', 'fabomotizole', 'glycine'],
    categories: [],
  },
  {
    ru: ['тошнота', 'рвота'],
    uz: ["ko'ngil ayni", 'qusish'],
    inns: ['domperidone', 'ondansetron', 'metoclopramide'],
    categories: [],
  },
  // Kinds of goods (seed/goods.ts) by the words shoppers use, each kind's `en` name standing for its INN.
  {
    ru: ['тонометр', 'аппарат для давления', 'измеритель давления'],
    uz: ['tonometr', "bosim o'lchagich"],
    inns: [
      'blood pressure monitor, automatic',
      'blood pressure monitor, wrist',
      'blood pressure monitor, aneroid',
    ],
    categories: [],
  },
  {
    ru: ['термометр', 'градусник'],
    uz: ['termometr', 'gradusnik'],
    inns: ['thermometer, digital', 'thermometer, infrared', 'thermometer, mercury-free glass'],
    categories: [],
  },
  {
    ru: ['бинт'],
    uz: ['bint'],
    inns: ['gauze bandage', 'elastic bandage'],
    categories: [],
  },
  {
    ru: ['пластырь', 'лейкопластырь', 'повязка'],
    uz: ['plastir', "bog'lam"],
    inns: ['adhesive plaster', 'wound dressing'],
    categories: [],
  },
  {
    ru: ['перевязка', 'перевязочный'],
    uz: ["bog'lov"],
    inns: [],
    categories: [503],
  },
  {
    ru: ['тест на беременность', 'тест беременности'],
    uz: ['homiladorlik testi', 'homiladorlik'],
    inns: ['pregnancy test'],
    categories: [],
  },
  {
    ru: ['тест на овуляцию', 'овуляция'],
    uz: ['ovulyatsiya'],
    inns: ['ovulation test'],
    categories: [],
  },
  {
    ru: ['тест'],
    uz: ['test'],
    inns: ['pregnancy test', 'ovulation test'],
    categories: [],
  },
  {
    ru: ['презерватив', 'кондом'],
    uz: ['prezervativ'],
    inns: ['condoms'],
    categories: [],
  },
  {
    ru: ['смазка', 'лубрикант'],
    uz: ['lubrikant'],
    inns: ['personal lubricant'],
    categories: [],
  },
  {
    ru: ['детская смесь', 'молочная смесь', 'смесь'],
    uz: ['bolalar aralashmasi', 'aralashma'],
    inns: ['infant formula'],
    categories: [],
  },
  {
    ru: ['детское питание', 'питание для детей'],
    uz: ['bolalar ovqati'],
    inns: ['infant formula', 'infant cereal', 'baby puree'],
    categories: [],
  },
  {
    // Not "каша" alone: its stem is the start of "кашель".
    ru: ['детская каша', 'каша для малыша'],
    uz: ["bo'tqa"],
    inns: ['infant cereal'],
    categories: [],
  },
  {
    ru: ['пюре'],
    uz: ['pyure'],
    inns: ['baby puree'],
    categories: [],
  },
  {
    ru: ['подгузник', 'памперс'],
    uz: ['taglik', 'pampers'],
    inns: ['diapers'],
    categories: [],
  },
  {
    ru: ['влажные салфетки', 'салфетки'],
    uz: ["ho'l salfetka", 'salfetka'],
    inns: ['baby wipes'],
    categories: [],
  },
  {
    ru: ['шампунь'],
    uz: ['shampun'],
    inns: ['baby shampoo'],
    categories: [],
  },
  {
    ru: ['растяжки', 'от растяжек'],
    uz: ["cho'zilish izlari"],
    inns: ['stretch mark cream'],
    categories: [],
  },
  {
    ru: ['крем для лица'],
    uz: ['yuz kremi', 'yuz uchun krem'],
    inns: ['face cream'],
    categories: [],
  },
  {
    ru: ['мицеллярная вода', 'снятие макияжа'],
    uz: ['mitsellyar suv'],
    inns: ['micellar water'],
    categories: [],
  },
  {
    ru: ['солнцезащитный крем', 'от загара', 'от солнца', 'spf'],
    uz: ['quyoshdan himoya', 'quyosh kremi'],
    inns: ['sunscreen'],
    categories: [],
  },
  {
    ru: ['зубная паста'],
    uz: ['tish pastasi'],
    inns: ['toothpaste'],
    categories: [],
  },
  {
    ru: ['зубная щетка', 'зубная щётка'],
    uz: ["tish cho'tkasi"],
    inns: ['toothbrush'],
    categories: [],
  },
  {
    ru: ['антисептик для рук', 'санитайзер'],
    uz: ["qo'l uchun antiseptik", 'antiseptik'],
    inns: ['hand sanitiser'],
    categories: [],
  },
];

/**
 * Words of a dosage form or a way of taking it ("капли", "сироп", "глазные", "tomchi", "shamcha"), with the form
 * codes of forms.ts they mean: typed beside a use or a name ("сироп от кашля", "burun tomchisi") they keep the
 * answer to those forms. Russian in any form the stemmer reduces to one stem; Uzbek as the start of the word.
 */
export interface FormWordSeed {
  ru: readonly string[];
  uz: readonly string[];
  forms: readonly string[];
}

export const FORM_WORDS: readonly FormWordSeed[] = [
  { ru: ['капли', 'капель'], uz: ['tomchi'], forms: ['k', 'gl'] },
  { ru: ['глазные', 'для глаз'], uz: ["ko'z"], forms: ['gl'] },
  { ru: ['спрей', 'аэрозоль', 'ингалятор'], uz: ['sprey', 'aerozol', 'ingalyator'], forms: ['a', 'in'] },
  // A shopper's "мазь" is any of the three: pharmacists offer a gel or a cream for it as well.
  { ru: ['мазь', 'мази'], uz: ['malham', 'maz'], forms: ['m', 'g', 'e'] },
  { ru: ['гель'], uz: ['gel'], forms: ['g'] },
  { ru: ['крем'], uz: ['krem'], forms: ['e'] },
  { ru: ['сироп'], uz: ['sirop'], forms: ['s', 'su'] },
  { ru: ['суспензия'], uz: ['suspenziya'], forms: ['su'] },
  { ru: ['свечи', 'свечки', 'суппозитории'], uz: ['shamcha', 'suppozitoriy'], forms: ['r'] },
  { ru: ['таблетки', 'таблетка', 'табл'], uz: ['tabletka', 'tablet'], forms: ['t', 'ef'] },
  { ru: ['шипучие', 'растворимые'], uz: ['eruvchan'], forms: ['ef'] },
  { ru: ['капсулы', 'капсула'], uz: ['kapsula'], forms: ['c'] },
  { ru: ['порошок', 'саше'], uz: ['kukun', 'poroshok'], forms: ['p'] },
  { ru: ['уколы', 'укол', 'ампулы', 'инъекции'], uz: ['ukol', 'inyeksiya', 'ampula'], forms: ['i'] },
];

/**
 * Who the medicine is for: words of a child ("детский", "для детей", "bolalar uchun") rank children's medicines
 * first, words of an adult ("взрослым", "kattalar") and a complaint alone rank them last.
 */
export const AGE_WORDS = {
  children: {
    ru: ['детский', 'детей', 'ребенок', 'малыш', 'грудничок', 'младенец'],
    uz: ['bola', 'chaqaloq', "go'dak"],
  },
  adults: { ru: ['взрослый'], uz: ['katta'] },
} as const;

/**
 * A children's medicine: its name or its substance's says so ("для детей", "Бэби"), or it is one of these brands
 * whose name does not (Цефекон Д suppositories, Калпол syrup).
 */
export const CHILDREN_MARKERS: readonly RegExp[] = [
  /для детей|детск|бэби|беби|baby|kids|малыш/i,
  // Children's strengths of syrups and suspensions: ambroxol 15, paracetamol 120, ibuprofen 100, bromhexine 4 mg.
  / (15|120|100|4) мг\/5 мл /,
];
export const CHILDREN_BRANDS: readonly string[] = [
  'Цефекон Д',
  'Калпол',
  'Ибуфен',
  'Эффералган детский',
  'Ибуфен Д',
  'Боботик капли',
  'Геделикс',
  'Проспан',
];

/** All of the above, as the search index reads it (the server's and the search bench's). */
export const SEARCH_VOCABULARY = {
  synonyms: SUBSTANCE_SYNONYMS,
  uses: USES,
  forms: FORM_WORDS,
  ages: AGE_WORDS,
  childrenMarkers: CHILDREN_MARKERS,
  childrenBrands: CHILDREN_BRANDS,
};
