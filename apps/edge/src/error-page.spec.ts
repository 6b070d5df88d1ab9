import { errorPageHtml } from './error-page';

describe('errorPageHtml', () => {
  it('explains the failure in the language of the page and links home', () => {
    const ru = errorPageHtml('ru', 502);
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain('<h1>Сервис временно недоступен</h1>');
    expect(ru).toContain('href="/"');
    const uz = errorPageHtml('uz', 504);
    expect(uz).toContain('<h1>Server o‘z vaqtida javob bermadi</h1>');
    expect(uz).toContain('href="/uz"');
    expect(errorPageHtml('ru', 500)).toContain('<h1>Ошибка на сервере</h1>');
  });
});
