/**
 * The 14 regions of Uzbekistan (Tashkent city is id 1) with their districts: `ru|uz|lat|lng`.
 * District ids are the region id times 100 plus their position, so they never change.
 */
export interface RegionSeed {
  id: number;
  ru: string;
  uz: string;
  lat: number;
  lng: number;
  districts: string[];
}

export const REGION_SEED: RegionSeed[] = [
  {
    id: 1,
    ru: 'Ташкент',
    uz: 'Toshkent',
    lat: 41.3111,
    lng: 69.2797,
    districts: [
      'Бектемирский район|Bektemir tumani|41.2094|69.3344',
      'Чиланзарский район|Chilonzor tumani|41.2756|69.2036',
      'Мирабадский район|Mirobod tumani|41.2897|69.2886',
      'Мирзо-Улугбекский район|Mirzo Ulugʻbek tumani|41.3375|69.3347',
      'Алмазарский район|Olmazor tumani|41.3517|69.2175',
      'Сергелийский район|Sergeli tumani|41.2264|69.2186',
      'Шайхантахурский район|Shayxontohur tumani|41.3231|69.2422',
      'Учтепинский район|Uchtepa tumani|41.2969|69.1731',
      'Яккасарайский район|Yakkasaroy tumani|41.2886|69.2581',
      'Яшнабадский район|Yashnobod tumani|41.2869|69.3406',
      'Юнусабадский район|Yunusobod tumani|41.3636|69.2886',
      'Янгихаётский район|Yangihayot tumani|41.2136|69.1797',
    ],
  },
  {
    id: 2,
    ru: 'Ташкентская область',
    uz: 'Toshkent viloyati',
    lat: 41.0058,
    lng: 69.6322,
    districts: [
      'Нурафшан|Nurafshon|41.0408|69.3536',
      'Чирчик|Chirchiq|41.4689|69.5822',
      'Ангрен|Angren|41.0167|70.1436',
      'Алмалык|Olmaliq|40.8447|69.5983',
      'Янгиюль|Yangiyoʻl|41.1122|69.0475',
    ],
  },
  {
    id: 3,
    ru: 'Андижанская область',
    uz: 'Andijon viloyati',
    lat: 40.7821,
    lng: 72.3442,
    districts: [
      'Андижан|Andijon|40.7821|72.3442',
      'Асака|Asaka|40.6415|72.2387',
      'Ханабад|Xonobod|40.8028|72.9722',
    ],
  },
  {
    id: 4,
    ru: 'Бухарская область',
    uz: 'Buxoro viloyati',
    lat: 39.7747,
    lng: 64.4286,
    districts: [
      'Бухара|Buxoro|39.7747|64.4286',
      'Каган|Kogon|39.7225|64.5517',
      'Гиждуван|Gʻijduvon|40.1000|64.6833',
    ],
  },
  {
    id: 5,
    ru: 'Ферганская область',
    uz: 'Fargʻona viloyati',
    lat: 40.3864,
    lng: 71.7864,
    districts: [
      'Фергана|Fargʻona|40.3864|71.7864',
      'Коканд|Qoʻqon|40.5286|70.9425',
      'Маргилан|Margʻilon|40.4711|71.7247',
    ],
  },
  {
    id: 6,
    ru: 'Джизакская область',
    uz: 'Jizzax viloyati',
    lat: 40.1158,
    lng: 67.8422,
    districts: ['Джизак|Jizzax|40.1158|67.8422', 'Галляарал|Gʻallaorol|40.0236|67.5947'],
  },
  {
    id: 7,
    ru: 'Кашкадарьинская область',
    uz: 'Qashqadaryo viloyati',
    lat: 38.8606,
    lng: 65.7847,
    districts: ['Карши|Qarshi|38.8606|65.7847', 'Шахрисабз|Shahrisabz|39.0578|66.8342'],
  },
  {
    id: 8,
    ru: 'Хорезмская область',
    uz: 'Xorazm viloyati',
    lat: 41.55,
    lng: 60.6333,
    districts: ['Ургенч|Urganch|41.5500|60.6333', 'Хива|Xiva|41.3783|60.3639'],
  },
  {
    id: 9,
    ru: 'Наманганская область',
    uz: 'Namangan viloyati',
    lat: 40.9983,
    lng: 71.6726,
    districts: ['Наманган|Namangan|40.9983|71.6726', 'Чуст|Chust|41.0036|71.2375'],
  },
  {
    id: 10,
    ru: 'Навоийская область',
    uz: 'Navoiy viloyati',
    lat: 40.0844,
    lng: 65.3792,
    districts: ['Навои|Navoiy|40.0844|65.3792', 'Зарафшан|Zarafshon|41.5744|64.1847'],
  },
  {
    id: 11,
    ru: 'Самаркандская область',
    uz: 'Samarqand viloyati',
    lat: 39.6542,
    lng: 66.9597,
    districts: [
      'Самарканд|Samarqand|39.6542|66.9597',
      'Каттакурган|Kattaqoʻrgʻon|39.8989|66.2561',
      'Ургут|Urgut|39.4022|67.2431',
    ],
  },
  {
    id: 12,
    ru: 'Сурхандарьинская область',
    uz: 'Surxondaryo viloyati',
    lat: 37.2242,
    lng: 67.2783,
    districts: ['Термез|Termiz|37.2242|67.2783', 'Денау|Denov|38.2672|67.8986'],
  },
  {
    id: 13,
    ru: 'Сырдарьинская область',
    uz: 'Sirdaryo viloyati',
    lat: 40.4897,
    lng: 68.7842,
    districts: ['Гулистан|Guliston|40.4897|68.7842', 'Янгиер|Yangiyer|40.2750|68.8225'],
  },
  {
    id: 14,
    ru: 'Республика Каракалпакстан',
    uz: 'Qoraqalpogʻiston Respublikasi',
    lat: 42.4531,
    lng: 59.6103,
    districts: ['Нукус|Nukus|42.4531|59.6103', 'Ходжейли|Xoʻjayli|42.4047|59.4517'],
  },
];

/** Streets used for pharmacy addresses, `ru|uz`: real street names of Uzbek cities. */
export const STREETS = [
  'ул. Амира Темура|Amir Temur koʻchasi',
  'ул. Навои|Navoiy koʻchasi',
  'ул. Бабура|Bobur koʻchasi',
  'ул. Мукими|Muqimiy koʻchasi',
  'ул. Шота Руставели|Shota Rustaveli koʻchasi',
  'ул. Чиланзар|Chilonzor koʻchasi',
  'ул. Фаробий|Forobiy koʻchasi',
  'ул. Бунёдкор|Bunyodkor shoh koʻchasi',
  'ул. Мустакиллик|Mustaqillik koʻchasi',
  'ул. Истиклол|Istiqlol koʻchasi',
  'ул. Беруни|Beruniy koʻchasi',
  'ул. Айбека|Oybek koʻchasi',
  'ул. Ш. Рашидова|Sh. Rashidov koʻchasi',
  'ул. Мирзо Улугбека|Mirzo Ulugʻbek koʻchasi',
  'ул. Алишера Навои|Alisher Navoiy koʻchasi',
  'ул. Ибн Сино|Ibn Sino koʻchasi',
];
