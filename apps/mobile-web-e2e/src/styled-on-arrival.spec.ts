import { unstyledOnArrival } from '@gopharm/util/testing';
import { expect, test } from '@playwright/test';
import { drugsOf } from './ssr-support';

// The server's HTML is painted before any script runs (for seconds on a slow phone): every element of it must
// have its stylesheet in the page, the screen's and the layout's lazily loaded parts' (the footer) alike. One
// painted unstyled is laid out again when its chunk brings the stylesheet, and the page jumps.
test('every page arrives styled: nothing of the server HTML waits for a script to be styled (ru, uz)', async ({
  page,
  request,
}) => {
  const [drug] = await drugsOf(request, 'vitaminy-i-bad', 'ru');
  const word = drug.name.split(/\s+/)[0].toLowerCase();
  const paths = [
    '/',
    '/catalog-home',
    '/catalog/vitaminy-i-bad',
    `/product/${drug.slug}`,
    `/search?q=${encodeURIComponent(word)}`,
    '/cart',
    '/order-process',
    '/favorites',
    '/auth',
    '/profile',
    '/pharmacy-map',
    '/articles',
    '/about',
    '/no-such-page',
    '/uz',
    '/uz/cart',
    `/uz/product/${drug.slug}`,
  ];
  expect(await unstyledOnArrival(page, paths)).toEqual({});
});
