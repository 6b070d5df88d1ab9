import { hasSeveralHosts, headerCount, loggableUrl } from './request-hygiene';

describe('loggableUrl', () => {
  it.each([
    [
      '/api/v1/drugs?search=%D0%B8%D0%BD%D1%81%D1%83%D0%BB%D0%B8%D0%BD&lan=ru',
      '/api/v1/drugs?search=~&lan=ru',
    ],
    ['/uz/search?q=viagra&page=2', '/uz/search?q=~&page=2'],
    ['/api/v1/drug/aspirin?lan=ru&location=41.311081,69.240562', '/api/v1/drug/aspirin?lan=ru&location=~'],
    ['/api/v1/pharmacies?lat=41.3110&lng=69.2405', '/api/v1/pharmacies?lat=~&lng=~'],
    ['/x?Q=a&SEARCH=b&%71=c&q[]=d&q', '/x?Q=~&SEARCH=~&%71=~&q[]=~&q=~'],
    ['/cart', '/cart'],
    ['/catalog/vitamins?sort=price&page=3', '/catalog/vitamins?sort=price&page=3'],
    ['/x?%=%&q=%E0', '/x?%=%&q=~'],
  ])('%s → %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

describe('hasSeveralHosts', () => {
  it('counts Host headers whatever their case', () => {
    expect(headerCount(['Host', 'a', 'host', 'b', 'Accept', '*/*'], 'host')).toBe(2);
    expect(hasSeveralHosts(['Host', 'a', 'HOST', 'b'])).toBe(true);
    expect(hasSeveralHosts(['Host', 'a', 'X-Host', 'b'])).toBe(false);
    expect(hasSeveralHosts([])).toBe(false);
  });
});
