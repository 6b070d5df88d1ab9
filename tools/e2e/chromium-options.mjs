// Debian's Chromium with the flags that work on this machine (no sandbox, no background network): one list for the
// Playwright suites (playwright-shared.ts) and the workspace's own browser scripts (screens.mjs).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
