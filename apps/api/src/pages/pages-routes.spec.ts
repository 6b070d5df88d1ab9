import { startTestServer, type TestServer } from '../testing/test-server';

const CONTENT_PAGES = ['about', 'contact', 'delivery-gopharm', 'payment', 'offer', 'konkurs', 'app'];

interface Block {
  type: string;
  text?: string;
  items?: string[];
}
const words = (blocks: Block[]) => blocks.flatMap((b) => [b.text ?? '', ...(b.items ?? [])]).join(' ');

describe('API: content pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(CONTENT_PAGES)(
    'gives /%s a title, a description and its text in Russian and Uzbek',
    async (slug) => {
      const ru = await server.get(`/api/v1/page/${slug}?lan=ru`);
      const uz = await server.get(`/api/v1/page/${slug}?lan=uz`);
      expect(ru.status).toBe(200);
      expect(uz.status).toBe(200);
      for (const { body } of [ru, uz]) {
        expect(body).toEqual({
          slug,
          title: expect.any(String),
          description: expect.any(String),
          blocks: expect.any(Array),
          updated_at: expect.any(String),
        });
        // A page with something to read, not a heading and opening hours.
        expect(words(body.blocks).length).toBeGreaterThan(300);
      }
      expect(uz.body.title).not.toBe(ru.body.title);
      expect(words(uz.body.blocks)).not.toMatch(/[а-яё]/i);
    },
  );

  it('writes the public offer as an offer: subject, payment, delivery, returns, personal data', async () => {
    const { body } = await server.get('/api/v1/page/offer');
    const headings = body.blocks.filter((b: Block) => b.type === 'h2').map((b: Block) => b.text);
    expect(headings).toEqual(
      expect.arrayContaining([
        '2. Предмет договора',
        '4. Цена и оплата',
        '5. Доставка и получение',
        '6. Возврат и обмен',
        '7. Персональные данные',
      ]),
    );
  });

  it('answers 404 for a page that does not exist, 400 for a malformed name', async () => {
    expect((await server.get('/api/v1/page/nope')).status).toBe(404);
    expect((await server.get('/api/v1/page/..%2Fetc')).status).toBe(400);
  });

  it('gives a content page without tags of its own the title and description of its text', async () => {
    const { body } = await server.get('/api/v1/get-metas?url=/uz/offer/&lan=uz');
    expect(body.data).toEqual(
      expect.arrayContaining([
        { name: 'title', content: 'Ommaviy oferta — GoPharm', hid: 'title' },
        expect.objectContaining({ hid: 'description' }),
      ]),
    );
  });
});
