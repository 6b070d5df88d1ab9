import { clickProvider, paymeProvider, tiyinAsSum } from './payment-providers';

describe('provider payment pages', () => {
  it('Payme: m, ac.order_id, a (tiyin), c and l joined by ";" and base64-encoded after checkout.paycom.uz', () => {
    const url = paymeProvider(
      {
        merchantId: '5e730e8e0b852a417aa49ceb',
        key: 'k',
        checkoutUrl: 'https://checkout.paycom.uz',
        apiUrl: '',
      },
      'https://gopharm.uz',
    ).checkoutUrl({ orderId: 12, amountTiyin: 4_550_000, returnPath: '/uz/orders/12', lan: 'uz' });
    const [base, encoded] = [url.slice(0, url.lastIndexOf('/')), url.slice(url.lastIndexOf('/') + 1)];
    expect(base).toBe('https://checkout.paycom.uz');
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(
      'm=5e730e8e0b852a417aa49ceb;ac.order_id=12;a=4550000;c=https://gopharm.uz/uz/orders/12;l=uz',
    );
  });

  it('Click: service, merchant, the amount in sum, the order as transaction_param and the way back', () => {
    const url = new URL(
      clickProvider(
        {
          serviceId: '101',
          merchantId: '202',
          secretKey: 's',
          payUrl: 'https://my.click.uz/services/pay',
          merchantApiUrl: 'https://api.click.uz/v2/merchant',
        },
        'https://gopharm.uz',
      ).checkoutUrl({ orderId: 12, amountTiyin: 4_550_005, returnPath: '/orders/12', lan: 'ru' }),
    );
    expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '101',
      merchant_id: '202',
      amount: '45500.05',
      transaction_param: '12',
      return_url: 'https://gopharm.uz/orders/12',
    });
    expect(tiyinAsSum(100)).toBe('1.00');
  });
});
