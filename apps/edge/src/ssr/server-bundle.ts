import type { SsrRender } from '@gopharm/util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppKind } from '../device';

/** Where an app's build puts its server entry (apps/<app>/vite.config.ts, server build). */
export const serverBundlePath = (appDir: string) => join(appDir, 'server', 'entry-server.mjs');

/**
 * Loads each app's server bundle by path, at start. The edge never imports app code: an app without a server
 * bundle is served as its plain index.html (rendered in the browser).
 */
export async function loadRenderers(
  appDirs: Record<AppKind, string>,
): Promise<Partial<Record<AppKind, SsrRender>>> {
  const renderers: Partial<Record<AppKind, SsrRender>> = {};
  for (const kind of Object.keys(appDirs) as AppKind[]) {
    const file = serverBundlePath(appDirs[kind]);
    if (!existsSync(file)) continue;
    const bundle = (await import(pathToFileURL(file).href)) as { render?: unknown };
    if (typeof bundle.render !== 'function') throw new Error(`${file} has no render export`);
    renderers[kind] = bundle.render as SsrRender;
  }
  return renderers;
}
