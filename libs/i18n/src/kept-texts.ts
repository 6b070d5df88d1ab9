import type { i18n, TFunction } from 'i18next';

type AnyT = (key: unknown, ...rest: unknown[]) => unknown;

/** Texts kept per translator: a few megabytes at most. */
const MAX_TEXTS = 20_000;

/**
 * Where a call's text is kept: by its key alone when it has no values (most calls), else by its key and its values
 * (a count, a price, a name); calls with more arguments or values that cannot be written out are not kept, nor
 * answers that are not text (returnObjects).
 */
function textId(key: unknown, args: unknown[]): string | undefined {
  if (typeof key !== 'string' || args.length > 1) return undefined;
  if (args.length === 0 || args[0] === undefined) return key;
  try {
    // "\u0000" never occurs in a key: a call with values is never taken for one without.
    return `${key}\u0000${JSON.stringify(args[0])}`;
  } catch {
    return undefined;
  }
}

/**
 * Makes a translator keep each text it gave: a key's text, with the same values, in the same language, is the
 * same until a dictionary arrives or the language changes, so it is looked up once. That saves the most
 * frequent work of a render, on the server and on a phone alike: i18next builds an options object on each call,
 * and a text with values is resolved, interpolated and pluralised each time (a product page's cards ask for their
 * labels, per-unit prices and cart limits: a seventh of a server render).
 */
export function keepTexts(instance: i18n): i18n {
  const original = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
  const fixed = new Map<string, TFunction>();
  // Each fixed translator's texts, by language: a lookup by the call's id alone, no string built per call.
  const kept = new Set<Map<string, Map<string, string>>>();
  // A text asked for before its language's dictionary came (the key, or the other language's) is not kept.
  for (const event of ['languageChanged', 'added', 'loaded'] as const)
    instance.on(event, () => kept.forEach((byLanguage) => byLanguage.clear()));
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    if (
      (keyPrefix !== undefined && typeof keyPrefix !== 'string') ||
      (lng != null && typeof lng !== 'string')
    ) {
      return original(lng, ns, keyPrefix, ...rest);
    }
    const fixedId = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    let t = fixed.get(fixedId);
    if (!t) {
      const base = original(lng, ns, keyPrefix, ...rest) as unknown as AnyT & Record<string, unknown>;
      const byLanguage = new Map<string, Map<string, string>>();
      kept.add(byLanguage);
      const keptT: AnyT = (key, ...args) => {
        const id = textId(key, args);
        if (id === undefined) return base(key, ...args);
        // Without a language of its own, the text is in the translator's language at the time of the call.
        const language = String(lng ?? instance.language);
        let texts = byLanguage.get(language);
        if (!texts) byLanguage.set(language, (texts = new Map()));
        let text: unknown = texts.get(id);
        if (text === undefined) {
          text = base(key, ...args);
          // Texts with values (a count, a price) vary without end: the oldest go once there are too many.
          if (texts.size >= MAX_TEXTS) texts.clear();
          if (typeof text === 'string') texts.set(id, text);
        }
        return text;
      };
      t = Object.assign(keptT, {
        lng: base.lng,
        lngs: base.lngs,
        ns: base.ns,
        keyPrefix: base.keyPrefix,
      }) as unknown as TFunction;
      fixed.set(fixedId, t);
    }
    return t;
  }) as typeof instance.getFixedT;
  return instance;
}
