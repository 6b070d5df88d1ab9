// The server build's table of each screen's stylesheets and scripts (tools/build/vite-screen-assets.ts).
declare module 'virtual:screen-files' {
  const files: Record<string, { css: string[]; js: string[] }>;
  export default files;
  /** What every page imports as it starts (its dictionary, the stored-state library), by language code. */
  export const startupFiles: Record<string, { css: string[]; js: string[] }>;
}
