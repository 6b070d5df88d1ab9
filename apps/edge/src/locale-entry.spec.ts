import type { FastifyInstance } from 'fastify';
import { chosenLocaleCookie, localeEntryRedirect } from './locale-entry';
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

  it('keeps / Russian when it is reached by a link inside the shop (the switch, before the script runs)', () => {
    const linked = { pathname: '/', search: '', userAgent: IPHONE, cookie: 'i18n_redirected=uz' };
    expect(
      localeEntryRedirect({ ...linked, referer: 'https://gopharm.uz/uz/cart', host: 'gopharm.uz' }),
    ).toBeNull();
    // A link from another site is an entry like a typed address.
    expect(localeEntryRedirect({ ...linked, referer: 'https://t.me/gopharm', host: 'gopharm.uz' })).toBe(
      '/uz',
    );
    expect(localeEntryRedirect({ ...linked, referer: 'not a url', host: 'gopharm.uz' })).toBe('/uz');
  });

  it('remembers a language chosen by a link from a page in the other language, as the script would', () => {
    const host = 'gopharm.uz';
    expect(chosenLocaleCookie({ pathname: '/', referer: 'https://gopharm.uz/uz', host })).toBe(
      'i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(chosenLocaleCookie({ pathname: '/uz/cart', referer: 'https://gopharm.uz/cart', host })).toMatch(
      /^i18n_redirected=uz;/,
    );
    // Within one language, from another site or with no referer, nothing is chosen.
    expect(chosenLocaleCookie({ pathname: '/cart', referer: 'https://gopharm.uz/', host })).toBeNull();
    expect(chosenLocaleCookie({ pathname: '/', referer: 'https://t.me/uz', host })).toBeNull();
    expect(chosenLocaleCookie({ pathname: '/', host })).toBeNull();
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
      // "Русский" on an Uzbek page, followed before its script ran: the Russian page, and Russian kept.
      const switched = await send(port, '/', {
        'user-agent': IPHONE,
        cookie: 'i18n_redirected=uz',
        host: `127.0.0.1:${port}`,
        referer: `http://127.0.0.1:${port}/uz`,
      });
      expect(switched.status).toBe(200);
      expect(switched.headers['set-cookie']).toEqual([
        'i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax',
      ]);
    });
  });
});
