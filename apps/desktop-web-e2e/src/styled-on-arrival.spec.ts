import { textsFor } from '@gopharm/i18n/texts';
import { faultsOnArrival, pagesOfEveryKind, unstyledOnOpening } from '@gopharm/util/testing';
import { expect, test } from '@playwright/test';
import { drugsOf } from './ssr-support';

// The server's HTML is painted before any script runs (for seconds on a slow phone): every element of it must
// have its stylesheet in the page, the screen's and the layout's lazily loaded parts' (the footer) alike. One
// painted unstyled is laid out again when its chunk brings the stylesheet, and the page jumps. Nor may anything on
// it be animated by the main thread (a skeleton's shimmer), which the app's start needs whole.
test('every page arrives styled and still: nothing of the server HTML waits for a script or repaints itself (ru, uz)', async ({
  page,
  request,
}) => {
  const [drug] = await drugsOf(request, 'vitaminy-i-bad', 'ru');
  // Every kind of page, and the profile's pages beside its side menu too.
  const paths = [...pagesOfEveryKind(drug), '/profile/orders', '/profile/bonus-card', '/recently-seen'];
  expect(await faultsOnArrival(page, paths)).toEqual({});
});

test('a screen the app opens shows once its stylesheets are in, not before', async ({ page }) => {
  const { t } = textsFor('ru');
  expect(
    await unstyledOnOpening(page, { from: '/about', to: '/articles', heading: t('articles.title') }),
  ).toEqual([]);
});
