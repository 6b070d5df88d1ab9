import { expect, test } from '@playwright/test';

/** Set by tools/e2e/playwright-shared.ts, which also starts the API with it. */
const E2E_STAFF_TOKEN = process.env.E2E_STAFF_TOKEN ?? '';

interface SummaryRow {
  route: string;
  device: string;
  metric: string;
  p75: number;
  count: number;
}

async function summary(request: import('@playwright/test').APIRequestContext): Promise<SummaryRow[]> {
  const answer = await request.get('/api/v1/vitals/summary', {
    headers: { authorization: `Bearer ${E2E_STAFF_TOKEN}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).results;
}

const countOf = (rows: SummaryRow[], metric: string) =>
  rows.find((r) => r.route === 'offer' && r.device === 'desktop' && r.metric === metric)?.count ?? 0;

test('a page view sends its web vitals by beacon when the shopper leaves, and the staff summary counts them', async ({
  page,
  request,
}) => {
  const before = await summary(request);
  await page.goto('/offer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // web-vitals is fetched once the page is idle after loading; leaving the page then sends the beacon (Playwright
  // does not list a request made while a page unloads, so the API's summary is where it shows).
  await page.waitForLoadState('networkidle');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect
    .poll(async () => countOf(await summary(request), 'FCP'), { timeout: 10_000 })
    .toBe(countOf(before, 'FCP') + 1);
  const after = await summary(request);
  // The load metrics of that one page view, under its route id and the desktop app.
  for (const metric of ['TTFB', 'LCP']) expect(countOf(after, metric)).toBe(countOf(before, metric) + 1);
  const fcp = after.find((r) => r.route === 'offer' && r.device === 'desktop' && r.metric === 'FCP');
  expect(fcp?.p75).toBeGreaterThan(0);
});

test('the summary is closed to anyone without the staff token', async ({ request }) => {
  expect((await request.get('/api/v1/vitals/summary')).status()).toBe(401);
  const wrong = await request.get('/api/v1/vitals/summary', {
    headers: { authorization: 'Bearer not-the-staff-token-000000000' },
  });
  expect(wrong.status()).toBe(403);
});
