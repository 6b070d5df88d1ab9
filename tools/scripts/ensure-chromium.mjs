// The e2e suites drive Debian's Chromium (/usr/bin/chromium); browsers are never downloaded.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromium}: run "sudo apt-get install -y chromium", then npm test again.`,
    );
    return false;
  }
  console.log('[ensure-chromium] installing Debian chromium with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`[ensure-chromium] apt-get ${args[0]} failed (exit ${result.status})`);
      return false;
    }
  }
  return existsSync(chromium);
}
