import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eServer } from '../../tools/e2e/playwright-shared';

// The desktop-web suite runs in real Chromium against the real edge and API, on ports of its own.
const server = e2eServer({ app: 'desktop-web', edgePort: 4310, apiPort: 4311 });

export default defineConfig({
  testDir: './src',
  outputDir: '../../test-results/desktop-web',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [
    ['list'],
    ['json', { outputFile: '../../reports/e2e/desktop-web.json' }],
    ['html', { outputFolder: '../../reports/e2e/desktop-web-html', open: 'never' }],
  ],
  use: {
    baseURL: server.baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'Desktop Chrome',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: server.webServer,
});
