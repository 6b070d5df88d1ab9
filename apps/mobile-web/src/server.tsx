// The server entry (built by `vite build --ssr` into dist/apps/mobile-web/server/entry-server.mjs): the edge
// loads it at start and calls `render` for every page it serves with this app.
import { createServerRenderer } from '@gopharm/shell/server';
import screenFiles, { startupFiles } from 'virtual:screen-files';
import { appDefinition } from './app/app-definition';

export const render = createServerRenderer({
  ...appDefinition,
  screenFiles,
  startupFiles,
});
