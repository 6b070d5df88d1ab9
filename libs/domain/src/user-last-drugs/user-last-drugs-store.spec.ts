import type { DrugDto } from '@gopharm/api-client';
import { signInOf } from '../auth/sign-in-store';
import { createRootStore } from '../root/root-store';
import { drugDto, fakeApi, userDto } from '../testing';
import { LAST_DRUGS_LIMIT } from './user-last-drugs-store';

function setup(calls: Parameters<typeof fakeApi>[0] = {}) {
  const logger = { error: jest.fn() };
  const root = createRootStore({ locale: 'ru', api: fakeApi(calls), logger });
  return { root, list: root.userLastDrugs, logger };
}

describe('recently viewed', () => {
  it('adds only new drugs, newest first', () => {
    const { list } = setup();
    expect(list.add(drugDto({ id: 1 }))).toBe(true);
    expect(list.add(drugDto({ id: 2 }))).toBe(true);
    expect(list.add(drugDto({ id: 1 }))).toBe(false);
    expect(list.items.map((item) => item.id)).toEqual([2, 1]);
  });

  it('adds only a drug with a numeric id, else logs an error and adds nothing', () => {
    const { list, logger } = setup();
    expect(list.add({ ...drugDto({ id: 1 }), id: '12' as unknown as number } as DrugDto)).toBe(false);
    expect(list.add({ ...drugDto({ id: 1 }), id: NaN })).toBe(false);
    expect(list.items).toEqual([]);
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('keeps the fields the spec names and at most the limit', () => {
    const { list } = setup();
    for (let id = 1; id <= LAST_DRUGS_LIMIT + 3; id++) list.add(drugDto({ id }));
    expect(list.items).toHaveLength(LAST_DRUGS_LIMIT);
    expect(Object.keys(list.items[0]).sort()).toEqual(
      [
        'id',
        'slug',
        'manufacturer',
        'labels',
        'max_count',
        'name',
        'international_name',
        'price',
        'image_thumbnail',
      ].sort(),
    );
  });

  it('tells the server for a signed-in user, and merges a guest list after sign-in', async () => {
    const addViewedDrug = jest.fn(async () => ({ status: 1 }));
    const mergeViewedDrugs = jest.fn(async () => ({ status: 1 }));
    const getViewedDrugs = jest.fn(async () => [drugDto({ id: 9 }), drugDto({ id: 1 })]);
    const { root, list } = setup({
      addViewedDrug,
      mergeViewedDrugs,
      getViewedDrugs,
      acceptCode: async () => ({ status: 1, token: 't', user: userDto() }),
    });
    list.add(drugDto({ id: 1 }));
    expect(addViewedDrug).not.toHaveBeenCalled();
    await signInOf(root).acceptCode('998901234567', '1234');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mergeViewedDrugs).toHaveBeenCalledWith([1]);
    expect(list.items.map((item) => item.id)).toEqual([9, 1]);
    list.add(drugDto({ id: 5 }));
    expect(addViewedDrug).toHaveBeenCalledWith(5);
  });
});
