import { everyReachKey, reachKeyOf } from './reach-walk';

const origin = 'http://127.0.0.1:4320';

describe('reach walk keys', () => {
  it('names the route a link opens, in either language, with its query', () => {
    expect(reachKeyOf(`${origin}/order-detail?id=4`, origin)).toEqual({
      key: 'order-detail',
      path: '/order-detail?id=4',
    });
    expect(reachKeyOf(`${origin}/uz/profile/settings`, origin)).toEqual({
      key: 'profile-settings',
      path: '/profile/settings',
    });
    expect(reachKeyOf(`${origin}/product/paratsetamol-500`, origin)?.key).toBe('product');
  });

  it('tells the index of sales and collections from one sale or collection', () => {
    expect(reachKeyOf(`${origin}/collection`, origin)?.key).toBe('collection (index)');
    expect(reachKeyOf(`${origin}/collection/dlya-detey`, origin)?.key).toBe('collection');
    expect(reachKeyOf(`${origin}/sale`, origin)?.key).toBe('sale (index)');
    expect(reachKeyOf(`${origin}/sale/4`, origin)?.key).toBe('sale');
    expect(everyReachKey()).toEqual(
      expect.arrayContaining(['collection', 'collection (index)', 'sale (index)']),
    );
  });

  it('leaves out other sites, the API and paths the route table does not know', () => {
    expect(reachKeyOf('https://t.me/gopharm', origin)).toBeNull();
    expect(reachKeyOf('tel:+998712000000', origin)).toBeNull();
    expect(reachKeyOf(`${origin}/api/v1/drugs`, origin)).toBeNull();
    expect(reachKeyOf(`${origin}/no-such-page`, origin)).toBeNull();
  });
});
