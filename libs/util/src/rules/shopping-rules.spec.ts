import { cashbackFor, courierAllowed, isBuyable, timesCheaper } from './shopping-rules';

describe('timesCheaper', () => {
  const pcs = (price: number) => ({ unit: 'pcs', price });
  it('says how many times cheaper per unit, to one decimal, from 1.1 times', () => {
    expect(timesCheaper(pcs(100), pcs(250))).toBe(2.5);
    expect(timesCheaper(pcs(30), pcs(100))).toBe(3.3);
    expect(timesCheaper(pcs(100), pcs(110))).toBe(1.1);
    expect(timesCheaper(pcs(100), pcs(105))).toBeNull();
  });

  it('compares only the same unit, and nothing not cheaper or unknown', () => {
    expect(timesCheaper(pcs(100), { unit: 'ml', price: 500 })).toBeNull();
    expect(timesCheaper(pcs(300), pcs(100))).toBeNull();
    expect(timesCheaper(null, pcs(100))).toBeNull();
    expect(timesCheaper(pcs(100), undefined)).toBeNull();
    expect(timesCheaper(pcs(0), pcs(100))).toBeNull();
  });
});

describe('isBuyable', () => {
  it('needs a pharmacy of the region holding it and at least one to order', () => {
    expect(isBuyable({ is_count_exist: true, max_count: 3 })).toBe(true);
    expect(isBuyable({ is_count_exist: false, max_count: 3 })).toBe(false);
    expect(isBuyable({ is_count_exist: true, max_count: 0 })).toBe(false);
    // A recently seen copy stored without the flag: held until the fresh one says otherwise.
    expect(isBuyable({ max_count: 3 })).toBe(true);
  });
});

describe('cashbackFor', () => {
  it('is the percent of the goods, rounded down to whole sum', () => {
    expect(cashbackFor(76_900, 2)).toBe(1_538);
    expect(cashbackFor(99, 2)).toBe(1);
    expect(cashbackFor(49, 2)).toBe(0);
    expect(cashbackFor(10_000, 0)).toBe(0);
  });
});

describe('courierAllowed', () => {
  it('sends an order by courier only while it holds no prescription medicine', () => {
    expect(courierAllowed([{ is_recept: false }, { is_recept: null }, {}])).toBe(true);
    expect(courierAllowed([{ is_recept: false }, { is_recept: true }])).toBe(false);
    expect(courierAllowed([])).toBe(true);
  });
});
