import { vitalsConfigFromEnv } from './vitals-config';

describe('vitalsConfigFromEnv', () => {
  it('leaves the summary closed and the default limit when nothing is set', () => {
    expect(vitalsConfigFromEnv({})).toEqual({});
  });

  it('reads the staff token and the per-address limit', () => {
    const token = 'x'.repeat(32);
    expect(vitalsConfigFromEnv({ GOPHARM_STAFF_TOKEN: token, VITALS_LIMIT_PER_IP: '20/30' })).toEqual({
      staffToken: token,
      perIp: { points: 20, durationSec: 30 },
    });
  });

  it('keys the client hash with AUTH_CODE_PEPPER, so that every instance tells clients apart alike', () => {
    expect(vitalsConfigFromEnv({ AUTH_CODE_PEPPER: 'p'.repeat(32) })).toEqual({
      clientSecret: 'p'.repeat(32),
    });
  });

  it('stops with a clear message on a short token or a malformed limit', () => {
    expect(() => vitalsConfigFromEnv({ GOPHARM_STAFF_TOKEN: 'short' })).toThrow(/at least 24/);
    expect(() => vitalsConfigFromEnv({ VITALS_LIMIT_PER_IP: 'lots' })).toThrow(/points\/seconds/);
  });
});
