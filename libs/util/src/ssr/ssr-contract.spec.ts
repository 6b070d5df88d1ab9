import { scriptJson } from './ssr-contract';

describe('scriptJson', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<|>/);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(value);
  });
});
