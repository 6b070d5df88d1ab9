import type { ru } from './ru';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's dictionary must have: the Russian one's keys, any strings. */
export type Dictionary = Widen<typeof ru>;
