import { trustProxyFromEnv } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts loopback by default (the edge of npm start) and what is listed otherwise', () => {
    expect(trustProxyFromEnv({})).toBe('loopback');
    expect(trustProxyFromEnv({ TRUST_PROXY: '172.28.0.10' })).toBe('172.28.0.10');
    expect(trustProxyFromEnv({ TRUST_PROXY: ' 10.0.0.2, 172.28.0.0/24 , ::1' })).toBe(
      '10.0.0.2,172.28.0.0/24,::1',
    );
    expect(trustProxyFromEnv({ TRUST_PROXY: 'none' })).toBe(false);
  });

  it('refuses what it cannot read', () => {
    expect(() => trustProxyFromEnv({ TRUST_PROXY: 'edge' })).toThrow(/cannot read "edge"/);
    expect(() => trustProxyFromEnv({ TRUST_PROXY: '10.0.0.1/40' })).toThrow(/10.0.0.1\/40/);
    expect(() => trustProxyFromEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });

  it('makes a production API listening beyond loopback name its edge', () => {
    expect(() => trustProxyFromEnv({ NODE_ENV: 'production', API_HOST: '0.0.0.0' })).toThrow(
      /TRUST_PROXY is not set while the API listens on 0.0.0.0/,
    );
    expect(trustProxyFromEnv({ NODE_ENV: 'production', API_HOST: '127.0.0.1' })).toBe('loopback');
    expect(trustProxyFromEnv({ API_HOST: '0.0.0.0' })).toBe('loopback');
  });
});
