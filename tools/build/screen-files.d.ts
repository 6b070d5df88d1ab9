// The server build's table of each screen's stylesheets and scripts (tools/build/vite-screen-assets.ts).
declare module 'virtual:screen-files' {
  const files: Record<string, { css: string[]; js: string[] }>;
  export default files;
  /** Each language's dictionary chunk, by language code. */
  export const dictionaryFiles: Record<string, { css: string[]; js: string[] }>;
}
