import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({ PORT: '5510' });
    expect(config.apiUrl).toBe('http://127.0.0.1:3001');
    expect(config.siteUrl).toBe('http://localhost:5510');
    expect(config.trustedProxies).toEqual([]);
    expect(config.mapTileOrigin).toBe('https://tile.openstreetmap.org');
    expect(config.sentryOrigin).toBeUndefined();
    expect(config.appDirs.desktop).toMatch(/dist\/apps\/desktop-web$/);
    expect(config.pageLimitPerIp).toEqual({ points: 300, durationSec: 60 });
  });

  it('reads origins, proxies and timeouts from the environment', () => {
    const config = loadConfig({
      SITE_URL: 'https://gopharm.uz/',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
      TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8',
      API_TIMEOUT_MS: '5000',
      PAGE_LIMIT_PER_IP: '1000/60',
    });
    expect(config.siteUrl).toBe('https://gopharm.uz');
    expect(config.sentryOrigin).toBe('https://o1.ingest.sentry.io');
    expect(config.trustedProxies).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(config.apiTimeoutMs).toBe(5000);
    expect(config.pageLimitPerIp).toEqual({ points: 1000, durationSec: 60 });
  });

  it('turns a Leaflet tile template into a CSP source', () => {
    const template = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: template }).mapTileOrigin).toBe('https://*.tile.openstreetmap.org');
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).mapTileOrigin).toBe(
      'https://tiles.example',
    );
  });

  it('refuses bad values at start with a clear message', () => {
    expect(() => loadConfig({ SITE_URL: 'gopharm.uz' })).toThrow();
    expect(() => loadConfig({ API_URL: 'ftp://x' })).toThrow('API_URL must be an http(s) URL');
    expect(() => loadConfig({ API_TIMEOUT_MS: '-1' })).toThrow('API_TIMEOUT_MS must be a positive number');
    expect(() => loadConfig({ PAGE_LIMIT_PER_IP: 'off' })).toThrow(/PAGE_LIMIT_PER_IP/);
  });
});
