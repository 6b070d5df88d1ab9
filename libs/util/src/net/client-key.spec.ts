import { clientKey, subnetKey } from './client-key';

describe('clientKey: the key per-address limits count by', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::FFFF:c000:0207', '192.0.2.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:DB8:85A3:1234::1', '2001:db8:85a3:1234::/64'],
    ['2001:0db8:85a3:1234:ffff:ffff:ffff:1', '2001:db8:85a3:1234::/64'],
    ['not-an-address', 'not-an-address'],
    ['1::2::3', '1::2::3'],
    ['999.1.1.1', '999.1.1.1'],
  ])('%s → %s', (address, key) => expect(clientKey(address)).toBe(key));

  it('gives every address of one /64 one key, and the next /64 another', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) =>
        clientKey(`2001:db8:5:7:${((i * 7919) % 65_536).toString(16)}::${i.toString(16)}`),
      ),
    );
    expect(keys).toEqual(new Set(['2001:db8:5:7::/64']));
    expect(clientKey('2001:db8:5:8::1')).not.toBe(clientKey('2001:db8:5:7::1'));
  });

  it.each([
    ['192.0.2.7', '192.0.2.0/24'],
    ['::ffff:192.0.2.7', '192.0.2.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
  ])('subnetKey(%s) → %s', (address, key) => expect(subnetKey(address)).toBe(key));
});
