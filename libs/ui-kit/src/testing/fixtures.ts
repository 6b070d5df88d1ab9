// Texts and data of the stories in both languages. Stories only: the apps pass their own translations.
import type { ProductCardData, ProductCardLabels } from '../product-card/product-card-types';

const pictureSvg = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#fff"/><rect x="40" y="70" width="120" height="60" rx="30" fill="${colour}"/><rect x="100" y="70" width="60" height="60" rx="0" fill="#fff" opacity=".45"/></svg>`,
  )}`;

export const pictures = {
  green: pictureSvg('#0a7d4f'),
  red: pictureSvg('#c8321f'),
  blue: pictureSvg('#1a5fd0'),
};

export const productLabels: Record<'ru' | 'uz', ProductCardLabels> = {
  ru: {
    add: 'В корзину',
    decrease: 'Уменьшить количество',
    increase: 'Увеличить количество',
    quantity: 'Количество',
    maxReached: 'Больше нет в наличии',
    outOfStock: 'Нет в наличии',
    favourite: 'В избранное',
    prescription: 'По рецепту',
    oldPrice: 'Старая цена',
  },
  uz: {
    add: 'Savatga',
    decrease: 'Miqdorni kamaytirish',
    increase: 'Miqdorni koʻpaytirish',
    quantity: 'Miqdori',
    maxReached: 'Boshqa mavjud emas',
    outOfStock: 'Sotuvda yoʻq',
    favourite: 'Sevimlilarga',
    prescription: 'Retsept boʻyicha',
    oldPrice: 'Eski narx',
  },
};

export const products: Record<'ru' | 'uz', ProductCardData> = {
  ru: {
    id: 101,
    name: 'Парацетамол таблетки 500 мг №10 "Nobel"',
    href: '/product/paracetamol-500',
    imageUrl: pictures.green,
    country: 'Узбекистан',
    price: '12 500 сум',
    available: true,
    maxCount: 5,
  },
  uz: {
    id: 101,
    name: 'Paratsetamol tabletkalari 500 mg №10 "Nobel"',
    href: '/uz/product/paracetamol-500',
    imageUrl: pictures.green,
    country: 'Oʻzbekiston',
    price: '12 500 soʻm',
    available: true,
    maxCount: 5,
  },
};

export const longUzbekProduct: ProductCardData = {
  id: 102,
  name: 'Ibuprofen va paratsetamol birikmasi, bolalar va kattalar uchun isitma tushiruvchi hamda ogʻriq qoldiruvchi suspenziya 100 ml "Nobel Almatinskaya Farmatsevticheskaya Fabrika"',
  href: '/uz/product/ibuprofen-suspension',
  imageUrl: pictures.blue,
  country: 'Qozogʻiston Respublikasi',
  price: '1 248 500 soʻm',
  oldPrice: '1 390 000 soʻm',
  prescription: true,
  available: true,
  maxCount: 3,
};

export const counterLabels = {
  ru: { ...productLabels.ru, group: 'Парацетамол 500 мг' },
  uz: { ...productLabels.uz, group: 'Paratsetamol 500 mg' },
};

export const orderSuccessLabels = {
  ru: {
    title: 'Заказ оформлен!',
    orderNumber: 'Номер заказа: 10452',
    nthOrder: 'Это ваш 3-й заказ',
    saved: 'Вы сэкономили 30 минут',
    status: 'Статус заказа',
    close: 'Закрыть',
  },
  uz: {
    title: 'Buyurtma rasmiylashtirildi!',
    orderNumber: 'Buyurtma raqami: 10452',
    nthOrder: 'Bu sizning 3-buyurtmangiz',
    saved: 'Siz 30 daqiqa tejadingiz',
    status: 'Buyurtma holati',
    close: 'Yopish',
  },
};

export const inputLabels = {
  ru: {
    phone: 'Номер телефона',
    phoneHint: 'На него придёт SMS с кодом',
    code: 'Код из SMS',
    card: 'Номер карты',
    expiry: 'Срок действия (мм/гг)',
    name: 'Имя',
    birthDate: 'Дата рождения',
    birthDateFormat: 'дд.мм.гггг',
    wrongCode: 'Неверный код',
    expiryError: 'Месяц должен быть от 01 до 12',
  },
  uz: {
    phone: 'Telefon raqami',
    phoneHint: 'Unga kodli SMS keladi',
    code: 'SMS kodi',
    card: 'Karta raqami',
    expiry: 'Amal qilish muddati (oo/yy)',
    name: 'Ism',
    birthDate: 'Tugʻilgan sana',
    birthDateFormat: 'kk.oo.yyyy',
    wrongCode: 'Notoʻgʻri kod kiritildi',
    expiryError: 'Oy 01 dan 12 gacha boʻlishi kerak',
  },
};

export const searchLabels = {
  ru: {
    ...productLabels.ru,
    input: 'Поиск лекарств',
    placeholder: 'Найти лекарство или товар',
    submit: 'Найти',
    results: 'Результаты поиска',
    keyboardHint: 'Стрелки вверх и вниз выбирают товар, Enter открывает его, плюс и минус меняют количество',
    loading: 'Ищем…',
    error: 'Не удалось выполнить поиск. Проверьте подключение к интернету!',
    empty: 'Ничего не найдено',
    viewAll: 'Посмотреть все',
    popular: 'Популярные запросы',
    categories: 'Категории',
  },
  uz: {
    ...productLabels.uz,
    input: 'Dorilarni qidirish',
    placeholder: 'Dori yoki mahsulotni toping',
    submit: 'Qidirish',
    results: 'Qidiruv natijalari',
    keyboardHint:
      'Yuqori va pastga strelkalar mahsulotni tanlaydi, Enter uni ochadi, plyus va minus miqdorni oʻzgartiradi',
    loading: 'Qidirilmoqda…',
    error: 'Qidiruvni bajarib boʻlmadi. Internet aloqasini tekshiring!',
    empty: 'Hech narsa topilmadi',
    viewAll: 'Barchasini koʻrish',
    popular: 'Mashhur soʻrovlar',
    categories: 'Kategoriyalar',
  },
};

const drugNames = [
  'Парацетамол',
  'Нурофен',
  'Анальгин',
  'Цитрамон',
  'Аспирин',
  'Ибупрофен',
  'Но-шпа',
  'Кеторол',
  'Спазмалгон',
  'Пенталгин',
  'Темпалгин',
  'Солпадеин',
];

export const searchResults = (locale: 'ru' | 'uz', count: number) =>
  drugNames.slice(0, count).map((name, index) => ({
    product: {
      ...products[locale],
      id: 200 + index,
      name: `${name} таблетки №${10 + index} "Nobel"`,
      href: `/product/drug-${index}`,
      price: `${(8 + index) * 1000} ${locale === 'ru' ? 'сум' : 'soʻm'}`.replace(/(\d)(\d{3}) /, '$1 $2 '),
      available: index !== 2,
      prescription: index === 3,
    },
    quantity: index === 1 ? 2 : 0,
    inCartLabel: locale === 'ru' ? 'В корзине: 2' : 'Savatda: 2',
  }));

export const popularQueries = [
  { id: 'p1', label: 'Парацетамол', href: '/search?q=Парацетамол' },
  { id: 'p2', label: 'Витамин D', href: '/search?q=Витамин D' },
  { id: 'p3', label: 'Маска', href: '/search?q=Маска' },
];

/** Catalogue categories: slug, Russian name, Uzbek name. */
const categories = [
  ['lekarstvennye-sredstva', 'Лекарства', 'Dorilar'],
  ['vitaminy-i-bady', 'Витамины и БАДы', 'Vitaminlar va BFQlar'],
  ['fitopreparaty', 'Фитопрепараты', 'Fitopreparatlar'],
  ['mama-i-malysh', 'Мама и малыш', 'Ona va bola'],
  ['medicinskie-izdeliya', 'Медицинские изделия', 'Tibbiy buyumlar'],
] as const;

export const categoryLinks = {
  ru: categories.map(([slug, ru]) => ({ label: ru, href: `/catalog/${slug}` })),
  uz: categories.map(([slug, , uz]) => ({ label: uz, href: `/uz/catalog/${slug}` })),
};

export const headerLabels = {
  ru: {
    logo: 'GoPharm — на главную',
    categories: 'Категории',
    cart: 'Корзина',
    cartCount: '3 товара в корзине',
    cabinet: 'Мой кабинет',
    signIn: 'Войти',
    back: 'Назад',
    region: 'Регион',
    yourLocation: 'Ваше местоположение',
  },
  uz: {
    logo: 'GoPharm — bosh sahifaga',
    categories: 'Kategoriyalar',
    cart: 'Savat',
    cartCount: 'Savatda 3 ta mahsulot',
    cabinet: 'Shaxsiy kabinet',
    signIn: 'Kirish',
    back: 'Orqaga',
    region: 'Hudud',
    yourLocation: 'Joylashuvingiz',
  },
};
