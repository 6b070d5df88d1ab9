import type { FastifyInstance } from 'fastify';
import { localeEntryRedirect } from './locale-entry';
import { GOOGLEBOT_PHONE, IPHONE, send, startEdge, startFakeApi } from './test-support';

describe('the home page in the shopper’s language', () => {
  it('sends a shopper whose cookie says Uzbek from / to /uz, keeping the query', () => {
    const shopper = { pathname: '/', search: '?utm=qr', userAgent: IPHONE };
    expect(localeEntryRedirect({ ...shopper, cookie: 'a=1; i18n_redirected=uz' })).toBe('/uz?utm=qr');
    expect(
      localeEntryRedirect({ ...shopper, cookie: 'i18n_redirected=ru', acceptLanguage: 'uz' }),
    ).toBeNull();
    expect(localeEntryRedirect({ ...shopper })).toBeNull();
  });

  it('follows the browser’s languages when no cookie was saved, as the spec orders them', () => {
    const shopper = { pathname: '/', search: '', userAgent: IPHONE };
    expect(localeEntryRedirect({ ...shopper, acceptLanguage: 'uz-UZ,uz;q=0.9,ru;q=0.8' })).toBe('/uz');
    expect(localeEntryRedirect({ ...shopper, acceptLanguage: 'ru;q=0.9,uz;q=0.5' })).toBeNull();
    expect(localeEntryRedirect({ ...shopper, acceptLanguage: 'en-US,en;q=0.9,ru;q=0.8' })).toBeNull();
  });

  it('never redirects a crawler, and never a deep link', () => {
    expect(
      localeEntryRedirect({
        pathname: '/',
        search: '',
        userAgent: GOOGLEBOT_PHONE,
        cookie: 'i18n_redirected=uz',
      }),
    ).toBeNull();
    expect(
      localeEntryRedirect({ pathname: '/cart', search: '', userAgent: IPHONE, cookie: 'i18n_redirected=uz' }),
    ).toBeNull();
  });

  describe('over HTTP', () => {
    let api: FastifyInstance;
    let edge: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      const fake = await startFakeApi();
      api = fake.api;
      ({ edge, port } = await startEdge({ apiUrl: fake.url }));
    });
    afterAll(async () => {
      await edge.close();
      await api.close();
    });

    it('answers / with 302 to /uz for an Uzbek shopper, varying by cookie and languages; a crawler gets the page', async () => {
      const shopper = await send(port, '/', { 'user-agent': IPHONE, cookie: 'i18n_redirected=uz' });
      expect(shopper.status).toBe(302);
      expect(shopper.headers.location).toBe('/uz');
      expect(shopper.headers.vary).toContain('Cookie');
      expect(shopper.headers.vary).toContain('Accept-Language');
      const crawler = await send(port, '/', { 'user-agent': GOOGLEBOT_PHONE, cookie: 'i18n_redirected=uz' });
      expect(crawler.status).toBe(200);
      expect(crawler.headers.vary).toContain('Accept-Language');
      const russian = await send(port, '/', { 'user-agent': IPHONE, cookie: 'i18n_redirected=ru' });
      expect(russian.status).toBe(200);
    });
  });
});
