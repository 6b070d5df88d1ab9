import type { DrugRow, SubstanceRow } from './catalogue';
import { CATEGORY_SEED } from './categories';

/** Collections of every type and status, so the storefront's filter (regular + active_home) is testable. */
const COLLECTIONS = `
hity-prodazh|Хиты продаж|Eng koʻp sotilganlar|regular|active_home|popular|Что чаще всего берут в аптеках GoPharm в этом месяце|Bu oy GoPharm dorixonalarida eng koʻp olinayotgan mahsulotlar
ot-prostudy|Всё от простуды|Shamollashga qarshi hammasi|regular|active_home|105|Жаропонижающие, средства от кашля и насморка — всё, что нужно при первых симптомах|Isitma tushiruvchi, yoʻtal va tumovga qarshi vositalar — birinchi belgilardayoq kerak boʻladigan hammasi
vitaminy-zimoy|Витамины на зиму|Qish uchun vitaminlar|regular|active_home|201|Витамин D, C и комплексы, чтобы поддержать иммунитет в холодные месяцы|Sovuq oylarda immunitetni qoʻllab-quvvatlash uchun D, C vitaminlari va komplekslar
detskaya-aptechka|Детская аптечка|Bolalar dori qutisi|regular|active|402|Средства для малышей: от температуры, колик и для ухода за кожей|Chaqaloqlar uchun: isitma, sanchiq va teri parvarishi vositalari
serdtse-i-sosudy|Сердце и сосуды|Yurak va qon tomirlar|regular|inactive|106|Препараты и приборы, чтобы следить за давлением и здоровьем сердца|Qon bosimi va yurak salomatligini kuzatish uchun dorilar va asboblar
novinki|Новинки|Yangi mahsulotlar|new|active_home|new|Товары, которые недавно появились в каталоге|Katalogda yaqinda paydo boʻlgan mahsulotlar
uzbekskie-proizvoditeli|Сделано в Узбекистане|Oʻzbekistonda ishlab chiqarilgan|brand|active_home|uz|Лекарства и товары для здоровья узбекских производителей|Oʻzbekiston ishlab chiqaruvchilarining dori va salomatlik mahsulotlari
letnyaya-aptechka|Летняя аптечка|Yozgi dori qutisi|seasonal|archived|108|От солнца, укусов насекомых и расстройств в дороге|Quyosh, hasharot chaqishi va safardagi muammolarga qarshi
`;

const SALES = `
Скидки на витамины до 20%|Vitaminlarga 20% gacha chegirma|2026-11-01|2026-12-31|201
Неделя здоровья сердца|Yurak salomatligi haftaligi|2026-11-10|2026-12-10|106
Сезон простуды: выгодно|Shamollash mavsumi: foydali|2026-10-15|2027-01-15|105
Мама и малыш: подарки|Ona va bola: sovgʻalar|2026-11-15|2026-12-15|402
Осенние цены на обезболивающие|Ogʻriq qoldiruvchilarga kuzgi narxlar|2026-09-01|2026-10-31|101
`;

const ARTICLES = `
kak-vybrat-zharoponizhayushchee|Как выбрать жаропонижающее|Isitma tushiruvchini qanday tanlash kerak|парацетамол и ибупрофен|paratsetamol va ibuprofen
vitamin-d-zimoy|Нужен ли витамин D зимой|Qishda D vitamini kerakmi|колекальциферол|kolekaltsiferol
antibiotiki-pravila|Пять правил приёма антибиотиков|Antibiotiklarni qabul qilishning besh qoidasi|антибиотики|antibiotiklar
allergiya-vesnoy|Аллергия весной: что помогает|Bahorda allergiya: nima yordam beradi|антигистаминные средства|antigistamin vositalar
domashnyaya-aptechka|Что положить в домашнюю аптечку|Uy dori qutisiga nimalar qoʻyish kerak|аптечка|dori qutisi
davlenie-kontrol|Как контролировать давление дома|Uyda qon bosimini qanday nazorat qilish kerak|тонометр|tonometr
prostuda-u-detey|Простуда у детей: когда к врачу|Bolalarda shamollash: qachon shifokorga borish kerak|детские лекарства|bolalar dorilari
son-i-stress|Сон и стресс: мягкие средства|Uyqu va stress: yumshoq vositalar|мелатонин|melatonin
zheludok-posle-prazdnikov|Желудок после праздников|Bayramlardan keyin oshqozon|панкреатин|pankreatin
dostavka-lekarstv|Как работает доставка лекарств GoPharm|GoPharm dori yetkazib berish qanday ishlaydi|доставка|yetkazib berish
`;

/** A sale's period as people write it ("1 ноября – 31 декабря 2026 г.", "1-noyabr – 31-dekabr, 2026"), never ISO. */
export function salePeriod(start: string, end: string, lan: 'ru' | 'uz'): string {
  const format = new Intl.DateTimeFormat(lan === 'uz' ? 'uz-Latn' : 'ru', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}

/** A moment of a day in Tashkent as an ISO instant in UTC: ("2026-12-31", "23:59:59") → "2026-12-31T18:59:59Z". */
export function tashkentInstant(day: string, time: string): string {
  return new Date(`${day}T${time}+05:00`).toISOString().replace('.000Z', 'Z');
}

const lines = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|'));

/** Collections, sales, articles, metas and instructions, picked from the catalogue by fixed rules. */
export function buildContent(drugs: DrugRow[], substances: SubstanceRow[]) {
  const byPopularity = [...drugs].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const subcategories = (id: number) => {
    const root = CATEGORY_SEED.find((c) => c.id === id);
    return new Set([id, ...(root?.children ?? []).map((c) => c.id)]);
  };
  const pick = (rule: string, count: number): number[] => {
    const filter =
      rule === 'popular'
        ? () => true
        : rule === 'new'
          ? (d: DrugRow) => d.is_new === 1
          : rule === 'uz'
            ? (d: DrugRow) => d.manufacturer_id <= 8
            : (d: DrugRow) => subcategories(Number(rule)).has(d.category_id);
    const seen = new Set<string>();
    // One pack per brand, so a collection does not list the same drug in ten sizes.
    return byPopularity
      .filter((d) => filter(d) && !seen.has(d.brand) && seen.add(d.brand))
      .slice(0, count)
      .map((d) => d.id);
  };

  // Each collection says what it holds in a line of its own (a card shows it under the title, not the title again).
  const collections = lines(COLLECTIONS).map(([slug, ru, uz, type, status, rule, aboutRu, aboutUz], i) => ({
    id: i + 1,
    slug,
    title_ru: ru,
    title_uz: uz,
    description_ru: aboutRu,
    description_uz: aboutUz,
    type,
    status,
    sort: (i % 4) + 1,
    drugs: pick(rule, 12),
  }));
  const sales = lines(SALES).map(([ru, uz, start, end, rule], i) => ({
    id: i + 1,
    title_ru: ru,
    title_uz: uz,
    description_ru: `<p>${ru}. Акция действует ${salePeriod(start, end, 'ru')} во всех аптеках GoPharm.</p>`,
    description_uz: `<p>${uz}. Aksiya muddati: ${salePeriod(start, end, 'uz')}, barcha GoPharm dorixonalarida.</p>`,
    image: `/api/images/banner-${i + 1}.svg`,
    // The shop's days: from 00:00 of the first to 23:59:59 of the last, in Tashkent (UTC+5, no summer time).
    start_date: tashkentInstant(start, '00:00:00'),
    end_date: tashkentInstant(end, '23:59:59'),
    drugs: pick(rule, 16),
  }));
  const articles = lines(ARTICLES).map(([slug, ru, uz, topicRu, topicUz], i) => ({
    id: i + 1,
    slug,
    title_ru: ru,
    title_uz: uz,
    // The page shows the title as its heading: the text starts with its first paragraph.
    content_ru:
      `<p>Фармацевты GoPharm отвечают на частые вопросы: ${topicRu}.</p>` +
      `<h2>Что важно знать</h2>` +
      `<ul><li>Читайте инструкцию перед применением.</li><li>Проконсультируйтесь с врачом.</li></ul>` +
      `<h2>Как заказать</h2>` +
      `<p>Заказ можно оформить на сайте с доставкой за час или забрать в аптеке с 8:30 до 20:30.</p>`,
    content_uz:
      `<p>GoPharm farmatsevtlari koʻp soʻraladigan savollarga javob beradi: ${topicUz}.</p>` +
      `<h2>Nimalarni bilish muhim</h2>` +
      `<ul><li>Qoʻllashdan oldin yoʻriqnomani oʻqing.</li><li>Shifokor bilan maslahatlashing.</li></ul>` +
      `<h2>Qanday buyurtma berish mumkin</h2>` +
      `<p>Buyurtmani saytda rasmiylashtirib, bir yarim soatda yetkazib olish yoki 8:30 dan 20:30 gacha dorixonadan olish mumkin.</p>`,
    image: `/api/images/cover-${(i % 6) + 1}.svg`,
    created_date: new Date(Date.UTC(2026, 10, 20) - i * 6 * 86_400_000).toISOString().replace('.000', ''),
  }));
  const metas = [
    [
      'home',
      'ru',
      'GoPharm: онлайн-аптека в Узбекистане',
      'Более 12 000 лекарств с доставкой за час и самовывозом из аптек GoPharm.',
    ],
    [
      'home',
      'uz',
      'GoPharm: Oʻzbekistondagi onlayn dorixona',
      '12 000 dan ortiq dori-darmon: bir yarim soatda yetkazib berish va dorixonadan olib ketish.',
    ],
    ['about', 'ru', 'О компании GoPharm', 'GoPharm: сеть аптек и онлайн-аптека в Узбекистане.'],
    ['about', 'uz', 'GoPharm haqida', 'GoPharm: Oʻzbekistondagi dorixonalar tarmogʻi va onlayn dorixona.'],
    [
      'delivery-gopharm',
      'ru',
      'Доставка лекарств',
      'Экспресс-доставка 2000 сум за км, стандартная бесплатно.',
    ],
    [
      'delivery-gopharm',
      'uz',
      'Dori yetkazib berish',
      'Ekspress yetkazib berish km uchun 2000 soʻm, standart bepul.',
    ],
    [
      'pharmacy-map',
      'ru',
      'Аптеки GoPharm на карте',
      'Адреса и часы работы аптек GoPharm: 8:30-20:30 без выходных.',
    ],
    [
      'pharmacy-map',
      'uz',
      'GoPharm dorixonalari xaritada',
      'GoPharm dorixonalari manzillari va ish vaqti: 8:30-20:30, dam olishsiz.',
    ],
  ].flatMap(([page, lan, title, description]) => [
    { page, lan, name: 'title', property: null, content: title, hid: 'title' },
    { page, lan, name: 'description', property: null, content: description, hid: 'description' },
    { page, lan, name: null, property: 'og:title', content: title, hid: 'og:title' },
    { page, lan, name: null, property: 'og:description', content: description, hid: 'og:description' },
  ]);
  const prescription = new Map(drugs.map((d) => [d.substance_id, d.is_recept === 1]));
  // Goods have characteristics instead of a leaflet (seed/goods.ts).
  const instructions = substances
    .filter((s) => s.kind === 'medicine')
    .flatMap((s) => {
      const rx = prescription.get(s.id) === true;
      const sections: Array<[string, string, string, string]> = [
        [
          'Действующее вещество',
          'Taʼsir etuvchi modda',
          `<p><b>${s.name_ru}</b> (${s.inn}).</p>`,
          `<p><b>${s.name_uz}</b> (${s.inn}).</p>`,
        ],
        [
          'Способ применения и дозы',
          'Qoʻllash usuli va dozalari',
          '<p>Дозу и длительность приёма определяет врач; следуйте листку-вкладышу упаковки.</p>',
          '<p>Doza va qabul qilish muddatini shifokor belgilaydi; qadoqdagi yoʻriqnomaga amal qiling.</p>',
        ],
        [
          'Противопоказания',
          'Qarshi koʻrsatmalar',
          '<p>Повышенная чувствительность к компонентам препарата.</p>',
          '<p>Preparat tarkibiy qismlariga yuqori sezuvchanlik.</p>',
        ],
        [
          'Условия отпуска',
          'Dorixonadan berish tartibi',
          rx ? '<p>По рецепту врача.</p>' : '<p>Без рецепта.</p>',
          rx ? '<p>Shifokor retsepti bilan.</p>' : '<p>Retseptsiz.</p>',
        ],
        [
          'Условия хранения',
          'Saqlash sharoiti',
          '<p>При температуре не выше 25 °C, в недоступном для детей месте.</p>',
          '<p>25 °C dan yuqori boʻlmagan haroratda, bolalar ololmaydigan joyda.</p>',
        ],
      ];
      return sections.map(([title_ru, title_uz, content_ru, content_uz], sort) => ({
        substance_id: s.id,
        sort,
        title_ru,
        title_uz,
        content_ru,
        content_uz,
      }));
    });
  return { collections, sales, articles, metas, instructions };
}
