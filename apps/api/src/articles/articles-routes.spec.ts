import { DatabaseSync } from 'node:sqlite';
import { sql as contentPictures } from '../db/migrations/0033-content-pictures';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('API: articles', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives an article a wide cover and a text that does not repeat its title', async () => {
    for (const lan of ['ru', 'uz']) {
      const { body } = await server.get(`/api/v1/article/vitamin-d-zimoy?lan=${lan}`);
      expect(body.image).toMatch(/^\/api\/images\/cover-\d\.svg$/);
      expect(body.content).not.toContain(body.title);
      expect(body.content).toMatch(/^<p>/);
    }
    const cover = await server.app.inject({ method: 'GET', url: '/api/images/cover-2.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain('viewBox="0 0 1200 630"');
  });

  it('lists an article with an excerpt of its sentences, not its headings', async () => {
    const { body } = await server.get('/api/v1/articles?lan=ru');
    for (const article of body.results) expect(article.excerpt).not.toContain('Что важно знать');
  });

  it('answers 404 for an article that does not exist', async () => {
    expect((await server.get('/api/v1/article/nope')).status).toBe(404);
  });

  it('moves stored articles and sales onto the new pictures and drops a repeated title (migration 33)', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(`CREATE TABLE sales (id INTEGER PRIMARY KEY, image TEXT);
      CREATE TABLE articles (id INTEGER PRIMARY KEY, title_ru TEXT, title_uz TEXT, content_ru TEXT, content_uz TEXT, image TEXT);
      INSERT INTO sales VALUES (1, '/api/images/sale-1.svg'), (2, 'https://cdn.example/own.png');
      INSERT INTO articles VALUES (1, 'Скидка 5%', 'Chegirma', '<h2>Скидка 5%</h2><p>Текст</p>', '<h2>Chegirma</h2><p>Matn</p>', '/api/images/article-3.svg'),
        (2, 'Другое', 'Boshqa', '<p>Без заголовка</p>', '<h2>Sarlavha</h2><p>Matn</p>', '/x.png');`);
    db.exec(contentPictures);
    expect(db.prepare('SELECT image FROM sales ORDER BY id').all()).toEqual([
      { image: '/api/images/banner-1.svg' },
      { image: 'https://cdn.example/own.png' },
    ]);
    expect(db.prepare('SELECT content_ru, content_uz, image FROM articles ORDER BY id').all()).toEqual([
      { content_ru: '<p>Текст</p>', content_uz: '<p>Matn</p>', image: '/api/images/cover-3.svg' },
      { content_ru: '<p>Без заголовка</p>', content_uz: '<h2>Sarlavha</h2><p>Matn</p>', image: '/x.png' },
    ]);
    db.close();
  });
});
