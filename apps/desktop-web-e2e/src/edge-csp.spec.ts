import { expect, test } from '@playwright/test';

// The edge's Content-Security-Policy must let the desktop app run: no violation, no console error.
test('the home page of the desktop app runs under the CSP without a violation or console error', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  for (const path of ['/', '/uz']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('link[rel="modulepreload"][href*="/desktop-assets/index-"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // The nonce is handed to the libraries that add styles later (notistack): the app ran the hand-off.
    expect(await page.evaluate(() => (window as unknown as { __nonce__?: string }).__nonce__)).toMatch(/./);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});
