/** Russian texts. The key set must equal the Uzbek one (checked by a test). */
export const ru = {
  app: {
    title: 'GoPharm — онлайн-аптека',
    skipToContent: 'Перейти к содержимому',
  },
  home: {
    heading: 'Онлайн-аптека GoPharm',
    categories: 'Категории',
    categoriesLoading: 'Загружаем категории…',
    categoriesError: 'Не удалось загрузить категории.',
    categoriesEmpty: 'Категорий пока нет.',
    retry: 'Повторить',
  },
  language: {
    switchTo: 'Oʻzbekcha',
    label: 'Язык',
  },
  notFound: {
    title: 'Страница не найдена!',
    text: 'Страница, которую вы ищете, была удалена или не существовала',
    home: 'На главную',
  },
} as const;
