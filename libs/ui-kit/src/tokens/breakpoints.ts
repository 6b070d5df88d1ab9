/** Layout breakpoints in px (spec, section 9): region dialog 670, header and layout 992, content 1280. */
export const BREAKPOINTS = { narrow: 670, wide: 992, content: 1280 } as const;
