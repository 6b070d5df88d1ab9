import type { ru } from './ru';

/** The same shape with every text widened to string: what a translation of a Russian section must have. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's dictionary must have: the Russian one's keys, any strings. */
export type Dictionary = Widen<typeof ru>;
