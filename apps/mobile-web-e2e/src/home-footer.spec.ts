import { expect, test } from '@playwright/test';
import { textsFor } from '@gopharm/i18n/texts';

test.describe.configure({ timeout: 120_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['ru', 'uz'] as const) {
  test(`${lang}: the home page's carousel holds every sale and moves by its buttons only`, async ({
    page,
    request,
  }) => {
    const { t, at } = textsFor(lang);
    const sales = (await (await request.get(`/api/v1/sales?lan=${lang}`)).json()).results as {
      id: number;
      title: string;
    }[];
    expect(sales.length).toBeGreaterThan(1);
    await page.goto(at('/'));
    const carousel = page.getByRole('region', { name: t('home.sales') }).last();
    for (const sale of sales) {
      await expect(carousel.getByRole('link', { name: new RegExp(escape(sale.title)) })).toHaveAttribute(
        'href',
        at(`/sale/${sale.id}`),
      );
    }
    const track = carousel.getByRole('list');
    const scrolled = () => track.evaluate((element) => element.scrollLeft);
    const before = await scrolled();
    // Never by itself.
    await page.waitForTimeout(3_000);
    expect(await scrolled()).toBe(before);
    const previous = carousel.getByRole('button', { name: t('sales.previous') });
    const next = carousel.getByRole('button', { name: t('sales.next') });
    await expect(previous).toBeDisabled();
    // "Next" walks to the last sale, then stops; "previous" comes back.
    for (let step = 1; step < sales.length; step++) {
      const from = await scrolled();
      await next.click();
      await expect.poll(scrolled).toBeGreaterThan(from);
    }
    await expect(next).toBeDisabled();
    await expect(
      carousel.getByRole('button', {
        name: t('sales.slide', { position: sales.length, total: sales.length }),
      }),
    ).toHaveAttribute('aria-current', 'true');
    const end = await scrolled();
    await previous.click();
    await expect.poll(scrolled).toBeLessThan(end);
  });

  test(`${lang}: the compact footer: the call centre, the chat, the app stores, social networks and the city`, async ({
    page,
  }) => {
    const { t, at } = textsFor(lang);
    // Not the home page: its own app block stands for the footer's there.
    await page.goto(at('/about'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: t('footer.callCentre') })).toBeVisible();
    await expect(footer.getByRole('link', { name: /^\+998 \d\d \d{3} \d\d \d\d$/ })).toHaveAttribute(
      'href',
      /^tel:\+998\d{9}$/,
    );
    await expect(footer.getByRole('link', { name: t('footer.supportChat') })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(footer.getByRole('link', { name: t('footer.appStore') })).toBeVisible();
    await expect(footer.getByRole('link', { name: t('footer.googlePlay') })).toBeVisible();
    const social = footer.getByRole('navigation', { name: t('footer.social') }).getByRole('link');
    expect(await social.count()).toBeGreaterThanOrEqual(3);
    // The link columns are folded on a phone; a tap opens one.
    const buyers = footer.getByRole('navigation', { name: t('footer.buyers') });
    await expect(buyers).toBeHidden();
    await footer.getByText(t('footer.buyers'), { exact: true }).click();
    await expect(buyers.getByRole('link', { name: t('pages.delivery') })).toBeVisible();
    // Every target of the footer is a finger's size, and nothing sticks out of the phone.
    for (const link of await footer.getByRole('link').filter({ visible: true }).all()) {
      const box = await link.boundingBox();
      const name = await link.textContent();
      expect({ name, tall: (box?.height ?? 0) >= 44 }).toEqual({ name, tall: true });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The city button: a guest is asked to sign in first (the region is kept with the account).
    await footer.getByRole('button', { name: new RegExp(`^${escape(t('footer.city'))}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/auth')}$`));
  });
}
