import type { Refusal } from './refusal';

/**
 * A refusal told in general words: no code, or an answer that says it worked but lacks what it should carry. A
 * module of its own: the first load's stores tell it without the catalogue of refusals (refused-later.ts).
 */
export const REFUSED_IN_GENERAL: Refusal = { key: 'refusal.generic' };
