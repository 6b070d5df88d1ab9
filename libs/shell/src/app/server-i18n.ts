import { createI18n } from '@gopharm/i18n';
import type { Locale } from '@gopharm/util';
import type { i18n, TFunction } from 'i18next';

type AnyT = (key: unknown, ...rest: unknown[]) => unknown;

/** Texts kept per translator: a few megabytes at most. */
const MAX_TEXTS = 20_000;

/**
 * Where a call's text is kept: by its key, and by its values when they are plain (a count, a price, a name).
 * Calls with anything else (nested objects, functions) are not kept, nor answers that are not text (returnObjects).
 */
function textId(key: unknown, args: unknown[]): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (args.length === 0) return key;
  const [options] = args;
  if (args.length > 1 || typeof options !== 'object' || options === null || Array.isArray(options)) {
    return undefined;
  }
  for (const value of Object.values(options)) {
    if (value !== null && typeof value === 'object') return undefined;
    if (typeof value === 'function') return undefined;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * The translator a server renderer keeps for one language. Its language never changes (nothing on the server
 * calls changeLanguage) and the dictionaries are fixed, so a key's text, with the same values, is the same in
 * every render: it is looked up once and kept. That saves the most frequent work of a render: i18next builds an
 * options object on each call, and a text with values is resolved, interpolated and pluralised each time (a
 * product page's cards ask for their per-unit prices and cart limits: a seventh of its render).
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
        const id = textId(key, args);
        if (id === undefined) return base(key, ...args);
        let text = texts.get(id);
        if (text === undefined) {
          text = base(key, ...args);
          // Texts with values (a count, a price) vary without end: the oldest go once there are too many.
          if (texts.size >= MAX_TEXTS) texts.clear();
          if (typeof text === 'string') texts.set(id, text);
        }
        return text;
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
