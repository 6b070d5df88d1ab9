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
 * A use or symptom: the words a shopper types for it (Russian in any grammatical form the stemmer reduces to the
 * same stem; Uzbek as the start of the word, which takes suffixes after it: `yo'tal`, `yo'talga`, `yo'taldan`),
 * and the substances (INN) and categories that treat it, substances first.
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
    ru: ['насморк', 'заложенность носа'],
    uz: ['tumov', 'burun bitishi'],
    inns: ['xylometazoline', 'oxymetazoline', 'naphazoline', 'sea water'],
    categories: [],
  },
  {
    ru: ['боль в горле', 'горло'],
    uz: ["tomoq og'ri", 'tomoq'],
    inns: [
      'benzydamine',
      'amylmetacresol + dichlorobenzyl alcohol',
      'ambazone',
      'cetylpyridinium',
      'chlorhexidine',
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
];
