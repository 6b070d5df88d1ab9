import { pagesOfEveryKind, unstyledOnArrival } from '@gopharm/util/testing';
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
  // Every kind of page, and the phone's own pages too.
  const paths = [...pagesOfEveryKind(drug), '/profile-mobile', '/bonus-card-mobile', '/order-history-mobile'];
  expect(await unstyledOnArrival(page, paths)).toEqual({});
});
