import { chooseApp, readCookie } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('chooseApp', () => {
  it('serves phones the mobile app by user agent', () => {
    expect(chooseApp({ userAgent: IPHONE })).toBe('mobile');
    expect(chooseApp({ userAgent: ANDROID })).toBe('mobile');
  });

  it('serves computers and tablets the desktop app', () => {
    expect(chooseApp({ userAgent: WINDOWS })).toBe('desktop');
    expect(chooseApp({ userAgent: IPAD })).toBe('desktop');
    expect(chooseApp({})).toBe('desktop');
  });

  it('serves a tablet the desktop app even when its browser sends the mobile hint (Chrome on an iPad Air)', () => {
    const IPAD_AIR_CHROME =
      'Mozilla/5.0 (iPad; CPU OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/87.0.4280.77 Mobile/15E148 Safari/604.1';
    const GALAXY_TAB =
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(chooseApp({ userAgent: IPAD_AIR_CHROME, chUaMobile: '?1' })).toBe('desktop');
    expect(chooseApp({ userAgent: IPAD, chUaMobile: '?1' })).toBe('desktop');
    expect(chooseApp({ userAgent: GALAXY_TAB, chUaMobile: '?0' })).toBe('desktop');
  });

  it('trusts the Sec-CH-UA-Mobile client hint', () => {
    expect(chooseApp({ userAgent: WINDOWS, chUaMobile: '?1' })).toBe('mobile');
    expect(chooseApp({ userAgent: WINDOWS, chUaMobile: '?0' })).toBe('desktop');
  });

  it('lets the view cookie override the device', () => {
    expect(chooseApp({ userAgent: IPHONE, viewCookie: 'desktop' })).toBe('desktop');
    expect(chooseApp({ userAgent: WINDOWS, viewCookie: 'mobile' })).toBe('mobile');
    expect(chooseApp({ userAgent: IPHONE, viewCookie: 'tv' })).toBe('mobile');
  });
});

const GOOGLEBOT_PHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const YANDEX = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

describe('chooseApp for crawlers', () => {
  it('gives bots the desktop app, even a smartphone crawler with the mobile hint', () => {
    expect(chooseApp({ userAgent: GOOGLEBOT_PHONE })).toBe('desktop');
    expect(chooseApp({ userAgent: GOOGLEBOT_PHONE, chUaMobile: '?1' })).toBe('desktop');
    expect(chooseApp({ userAgent: YANDEX })).toBe('desktop');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; view=mobile; b=2', 'view')).toBe('mobile');
    expect(readCookie('a=1', 'view')).toBeUndefined();
    expect(readCookie(undefined, 'view')).toBeUndefined();
  });
});
