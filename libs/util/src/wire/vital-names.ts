/**
 * The page metrics the apps report and the API keeps (`POST v1/vitals`). A module of its own: only the lazily
 * loaded reporter needs it in a browser, and sharing a module with the first load would split that module off.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
