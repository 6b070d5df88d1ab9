import { Type } from 'typebox';
import { withDefaults } from './schema-defaults';

const Query = Type.Object({
  page: Type.Optional(Type.Integer({ default: 1 })),
  search: Type.Optional(Type.String()),
});

describe('withDefaults', () => {
  it('fills what is missing from the schema, keeps what was sent', () => {
    expect(withDefaults(Query, {}, 'page')).toEqual({ page: 1 });
    expect(withDefaults(Query, { page: 3, search: 'нос' }, 'page')).toEqual({ page: 3, search: 'нос' });
  });

  it('refuses a key the schema gives no default (a programming error, found by the first test that calls it)', () => {
    expect(() => withDefaults(Query, {}, 'search')).toThrow('the schema gives "search" no default');
  });
});
