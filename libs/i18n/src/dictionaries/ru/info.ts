/** Russian: articles, pharmacy map, prescriptions and the content pages. */
export const info = {
  articles: {
    title: 'Статьи',
    readMore: 'Читать',
    empty: 'Статей пока нет',
  },
  pharmacyMap: {
    title: 'Аптеки на карте',
    list: 'Список',
    map: 'Карта',
    nearest: 'Ближайшая аптека',
    route: 'Маршрут',
    openNow: 'Сейчас открыто',
    closedNow: 'Сейчас закрыто',
    hours: 'Ежедневно 8:30–20:30',
    phone: 'Телефон',
  },
  recipe: {
    title: 'Рецептурные препараты',
    howTo:
      'Рецептурные препараты отпускаются только по рецепту врача. Закажите их на сайте с самовывозом и покажите рецепт фармацевту, когда забираете заказ в аптеке.',
    ePrescription: 'Номер электронного рецепта',
    upload: 'Загрузить фото рецепта',
    submit: 'Отправить',
  },
  pages: {
    about: 'О нас',
    contact: 'Контакты',
    delivery: 'Доставка',
    payment: 'Оплата',
    offer: 'Публичная оферта',
    konkurs: 'Конкурс',
    app: 'Мобильное приложение',
    callCentre: 'Колл-центр работает круглосуточно',
    hours: 'Аптеки работают ежедневно с 8:30 до 20:30',
    questions: 'Остались вопросы?',
    pharmaciesOnMap: 'Адреса и часы аптек на карте',
  },
} as const;
