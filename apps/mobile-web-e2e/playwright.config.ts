import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eServer } from '../../tools/e2e/playwright-shared';

// The mobile-web suite runs in real Chromium against the real edge and API, on ports of its own.
const server = e2eServer({ app: 'mobile-web', edgePort: 4320, apiPort: 4321 });

export default defineConfig({
  testDir: './src',
  outputDir: '../../test-results/mobile-web',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [
    ['list'],
    ['json', { outputFile: '../../reports/e2e/mobile-web.json' }],
    ['html', { outputFolder: '../../reports/e2e/mobile-web-html', open: 'never' }],
  ],
  use: {
    baseURL: server.baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'Pixel 7',
      // A Pixel 7 narrowed to 390 px, the width the screenshots of the test report are checked at.
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: server.webServer,
});
