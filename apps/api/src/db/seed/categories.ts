import type { CategoryIconName } from '@gopharm/util';

/** The category tree, in Russian and Uzbek. Ids are fixed so the seed is the same every time. */
export interface CategorySeed {
  id: number;
  slug: string;
  ru: string;
  uz: string;
  /** Its tile's icon (top-level categories). */
  icon?: CategoryIconName;
  children?: CategorySeed[];
}

export const CATEGORY_SEED: CategorySeed[] = [
  {
    id: 1,
    slug: 'lekarstvennye-sredstva',
    icon: 'medicines',
    ru: 'Лекарственные средства',
    uz: 'Dori vositalari',
    children: [
      { id: 101, slug: 'obezbolivayushchie', ru: 'Обезболивающие', uz: 'Ogʻriq qoldiruvchilar' },
      { id: 102, slug: 'zharoponizhayushchie', ru: 'Жаропонижающие', uz: 'Isitma tushiruvchilar' },
      { id: 103, slug: 'antibiotiki', ru: 'Антибиотики', uz: 'Antibiotiklar' },
      { id: 104, slug: 'protivovirusnye', ru: 'Противовирусные', uz: 'Virusga qarshi vositalar' },
      {
        id: 105,
        slug: 'ot-prostudy-i-grippa',
        ru: 'От простуды и гриппа',
        uz: 'Shamollash va grippga qarshi',
      },
      { id: 106, slug: 'serdechno-sosudistye', ru: 'Сердечно-сосудистые', uz: 'Yurak-qon tomir vositalari' },
      { id: 107, slug: 'zheludochno-kishechnye', ru: 'Желудочно-кишечные', uz: 'Oshqozon-ichak vositalari' },
      { id: 108, slug: 'protivoallergicheskie', ru: 'Противоаллергические', uz: 'Allergiyaga qarshi' },
      { id: 109, slug: 'nervnaya-sistema', ru: 'Нервная система', uz: 'Asab tizimi' },
      { id: 110, slug: 'endokrinologiya', ru: 'Эндокринология и диабет', uz: 'Endokrinologiya va diabet' },
      { id: 111, slug: 'dermatologiya', ru: 'Дерматология', uz: 'Dermatologiya' },
      { id: 112, slug: 'oftalmologiya', ru: 'Офтальмология', uz: 'Oftalmologiya' },
    ],
  },
  {
    id: 2,
    slug: 'vitaminy-i-bad',
    icon: 'vitamins',
    ru: 'Витамины и БАДы',
    uz: 'Vitaminlar va BFQ',
    children: [
      { id: 201, slug: 'multivitaminy', ru: 'Мультивитамины', uz: 'Multivitaminlar' },
      { id: 202, slug: 'vitamin-d', ru: 'Витамин D', uz: 'D vitamini' },
      { id: 203, slug: 'mineraly', ru: 'Минералы', uz: 'Minerallar' },
      { id: 204, slug: 'omega-3', ru: 'Омега-3', uz: 'Omega-3' },
    ],
  },
  {
    id: 3,
    slug: 'fitopreparaty',
    icon: 'herbs',
    ru: 'Фитопрепараты',
    uz: 'Fitopreparatlar',
    children: [
      { id: 301, slug: 'travyanye-chai', ru: 'Травяные чаи и сборы', uz: 'Oʻt choylari va yigʻmalari' },
      { id: 302, slug: 'rastitelnye-ekstrakty', ru: 'Растительные экстракты', uz: 'Oʻsimlik ekstraktlari' },
    ],
  },
  {
    id: 4,
    slug: 'mama-i-malysh',
    icon: 'mother-baby',
    ru: 'Мама и малыш',
    uz: 'Ona va bola',
    children: [
      { id: 401, slug: 'detskoe-pitanie', ru: 'Детское питание', uz: 'Bolalar ovqati' },
      { id: 402, slug: 'gigiena-malysha', ru: 'Гигиена малыша', uz: 'Chaqaloq gigiyenasi' },
      { id: 403, slug: 'dlya-beremennyh', ru: 'Для беременных', uz: 'Homiladorlar uchun' },
    ],
  },
  {
    id: 5,
    slug: 'meditsinskie-izdeliya',
    icon: 'medical-devices',
    ru: 'Медицинские изделия',
    uz: 'Tibbiy buyumlar',
    children: [
      { id: 501, slug: 'tonometry', ru: 'Тонометры', uz: 'Tonometrlar' },
      { id: 502, slug: 'termometry', ru: 'Термометры', uz: 'Termometrlar' },
      { id: 503, slug: 'perevyazochnye-materialy', ru: 'Перевязочные материалы', uz: 'Bogʻlov materiallari' },
      {
        id: 504,
        slug: 'testy',
        ru: 'Тесты на беременность и овуляцию',
        uz: 'Homiladorlik va ovulyatsiya testlari',
      },
    ],
  },
  {
    id: 6,
    slug: 'kosmetika',
    icon: 'cosmetics',
    ru: 'Косметика и гигиена',
    uz: 'Kosmetika va gigiyena',
    children: [
      { id: 601, slug: 'ukhod-za-kozhey', ru: 'Уход за кожей', uz: 'Teri parvarishi' },
      {
        id: 602,
        slug: 'gigiena-polosti-rta-i-ruk',
        ru: 'Гигиена полости рта и рук',
        uz: 'Ogʻiz va qoʻl gigiyenasi',
      },
      {
        id: 603,
        slug: 'prezervativy',
        ru: 'Презервативы и интимные товары',
        uz: 'Prezervativlar va intim mahsulotlar',
      },
    ],
  },
  // Service categories the storefront must hide (spec, section 9).
  { id: 706, slug: 'sluzhebnaya-706', ru: 'Служебная категория', uz: 'Xizmat kategoriyasi' },
  { id: 708, slug: 'sluzhebnaya-708', ru: 'Архив', uz: 'Arxiv' },
];
