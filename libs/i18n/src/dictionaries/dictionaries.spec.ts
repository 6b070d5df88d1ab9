import { ru } from './ru';
import { uz } from './uz';

function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keyPaths(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaves(value: object): string[] {
  return Object.values(value).flatMap((child) => (typeof child === 'object' ? leaves(child) : [child]));
}

describe('dictionaries', () => {
  it('have the same keys in Russian and Uzbek', () => {
    expect(keyPaths(uz).sort()).toEqual(keyPaths(ru).sort());
  });

  it('have no empty text', () => {
    for (const text of [...leaves(ru), ...leaves(uz)]) expect(text.trim()).not.toBe('');
  });

  it('write Uzbek oʻ and gʻ with the modifier letter ʻ, never an apostrophe or a backtick', () => {
    for (const text of leaves(uz)) expect(text).not.toMatch(/[OoGg]['`’‘]/);
  });
});
