import { createI18n } from '@gopharm/i18n';
import type { Locale } from '@gopharm/util';
import type { i18n, TFunction } from 'i18next';

type AnyT = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * The translator a server renderer keeps for one language. Its language never changes (nothing on the server
 * calls changeLanguage), so a plain key's text is the same in every render: it is looked up once and kept,
 * which saves the most frequent work of a render (i18next builds an options object on each call).
 */
export function createServerI18n(locale: Locale): i18n {
  const instance = createI18n(locale);
  const original = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
  const fixed = new Map<string, TFunction>();
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    if (keyPrefix !== undefined && typeof keyPrefix !== 'string')
      return original(lng, ns, keyPrefix, ...rest);
    const id = JSON.stringify([lng, ns, keyPrefix ?? null]);
    let t = fixed.get(id);
    if (!t) {
      const base = original(lng, ns, keyPrefix, ...rest) as unknown as AnyT & Record<string, unknown>;
      const texts = new Map<string, unknown>();
      const cached: AnyT = (key, ...args) => {
        // Options (interpolation, count) go through i18next every time.
        if (typeof key !== 'string' || args.length > 0) return base(key, ...args);
        if (!texts.has(key)) texts.set(key, base(key));
        return texts.get(key);
      };
      t = Object.assign(cached, {
        lng: base.lng,
        lngs: base.lngs,
        ns: base.ns,
        keyPrefix: base.keyPrefix,
      }) as unknown as TFunction;
      fixed.set(id, t);
    }
    return t;
  }) as typeof instance.getFixedT;
  return instance;
}
