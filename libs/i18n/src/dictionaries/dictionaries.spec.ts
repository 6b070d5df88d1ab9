import { ORDER_STATUSES } from '@gopharm/util';
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

function textAt(dictionary: object, path: string): string {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dictionary) as string;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('dictionaries', () => {
  it('have the same keys in Russian and Uzbek', () => {
    expect(keyPaths(uz).sort()).toEqual(keyPaths(ru).sort());
  });

  it('have no empty text', () => {
    for (const text of [...leaves(ru), ...leaves(uz)]) expect(text.trim()).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{[^}]+}}/g) ?? []).sort();
    for (const path of keyPaths(ru)) {
      expect({ path, placeholders: placeholders(textAt(uz, path)) }).toEqual({
        path,
        placeholders: placeholders(textAt(ru, path)),
      });
    }
  });

  it('write every count and amount through a formatter, so 10823 reads "10 823" (spec, section 9)', () => {
    // A placeholder holding a number a shopper reads must say how it is written: `{{count, number}}`,
    // `{{value, money}}`; free text (a query, a name, an order number such as GP-000001) stays as it is, and
    // `{{amount}}` and `{{price}}` are handed money already written by `common.priceSum`.
    const numeric = /{{\s*(count|value|min|max|total|position|sum)\s*}}/;
    for (const path of keyPaths(ru)) {
      expect({ path, ru: textAt(ru, path) }).not.toEqual({ path, ru: expect.stringMatching(numeric) });
      expect({ path, uz: textAt(uz, path) }).not.toEqual({ path, uz: expect.stringMatching(numeric) });
    }
  });

  it('keep "№" on the line of its number: a no-break space after it, never a plain one', () => {
    // 'Электронный рецепт № / RX5973344692' broke there on the order's page at 390 px (issue 44, point 5).
    for (const text of [...leaves(ru), ...leaves(uz)]) expect(text).not.toMatch(/№ /);
  });

  it('give every plural all the forms Intl.PluralRules asks for (Russian one/few/many/other)', () => {
    for (const [dictionary, locale] of [
      [ru, 'ru'],
      [uz, 'uz'],
    ] as const) {
      const paths = keyPaths(dictionary);
      const bases = new Set(
        paths.filter((path) => PLURAL.test(path)).map((path) => path.replace(PLURAL, '')),
      );
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const base of bases) for (const form of forms) expect(paths).toContain(`${base}_${form}`);
    }
    expect(new Intl.PluralRules('ru').resolvedOptions().pluralCategories).toEqual(
      expect.arrayContaining(['one', 'few', 'many', 'other']),
    );
  });

  it('write Uzbek oʻ and gʻ with the modifier letter ʻ, never an apostrophe or a backtick', () => {
    for (const text of leaves(uz)) expect(text).not.toMatch(/[OoGg]['`’‘]/);
    expect(leaves(uz).join(' ')).toContain('ʻ');
  });

  it('write the Uzbek glottal stop with ʼ (U+02BC), never a typewriter or curly apostrophe', () => {
    for (const text of leaves(uz)) expect(text).not.toMatch(/['’‘`]/);
  });

  it('name every order status of the API contract in both languages', () => {
    expect(Object.keys(ru.orderStatus).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
