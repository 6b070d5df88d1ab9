import { REFUSAL_MESSAGES, refusalMessage } from './refusals';

describe('refusal catalogue', () => {
  it('names every refusal by a snake_case code with a text', () => {
    for (const [code, msg] of Object.entries(REFUSAL_MESSAGES)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(msg.length).toBeGreaterThan(0);
    }
  });

  it('keeps the spec’s texts word for word', () => {
    expect(REFUSAL_MESSAGES).toMatchObject({
      wrong_code: 'Code None',
      minimum_order: 'Minimum order amount',
      not_available: 'This amount is not available in any pharmacies',
      out_of_stock: 'Out of stock',
      payment_failed: 'Payment failed',
      product_not_found: 'Product not found',
    });
  });

  it('puts the values a text carries into it', () => {
    expect(refusalMessage('too_many_cards', { count: 10 })).toBe('At most 10 cards can be saved');
    expect(refusalMessage('metric_out_of_range', { metric: 'CLS', max: 100 })).toBe(
      'CLS must be from 0 to 100',
    );
    expect(refusalMessage('unknown_route', { route: '/x' })).toBe('Unknown route "/x"');
    expect(refusalMessage('wrong_code')).toBe('Code None');
  });
});
