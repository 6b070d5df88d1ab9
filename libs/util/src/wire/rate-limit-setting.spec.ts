import { rateLimitSetting } from './rate-limit-setting';

describe('rateLimitSetting', () => {
  const fallback = { points: 3, durationSec: 600 };

  it('reads "points/seconds", and the fallback when unset', () => {
    expect(rateLimitSetting('X', ' 10/60 ', fallback)).toEqual({ points: 10, durationSec: 60 });
    expect(rateLimitSetting('X', undefined, fallback)).toBe(fallback);
    expect(rateLimitSetting('X', '', fallback)).toBe(fallback);
  });

  it.each(['10', '0/60', '10/0', '-1/60', '1.5/60', 'lots'])('refuses %p naming the variable', (value) => {
    expect(() => rateLimitSetting('PAGE_LIMIT_PER_IP', value, fallback)).toThrow(
      `PAGE_LIMIT_PER_IP must look like "points/seconds", e.g. "3/600"; got "${value}"`,
    );
  });
});
