import type { FastifyReply } from 'fastify';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { AppKind } from './device';

/** Hashed build assets live in per-app folders ("desktop-assets", "mobile-assets") and never change. */
const HASHED_ASSET = /^\/(desktop|mobile)-assets\//;
/** Precompressed twins are chosen by Accept-Encoding, never asked for by name. */
const TWIN = /\.(br|gz)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The app's server bundle (entry-server.mjs and its chunks) is the edge's to run, never a file to download. */
const SERVER_BUNDLE = /^\/server\//;

/** URL paths ("/desktop-assets/index-abc.js") of every file in a build folder, index.html and server/ aside. */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = '/' + relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (path !== '/index.html' && !TWIN.test(path) && !SERVER_BUNDLE.test(path)) files.add(path);
  }
  return files;
}

/**
 * The apps' build output, listed once at start (it does not change while the edge runs): a request is
 * served only when its path is exactly one of these files, so no path can reach outside the build and no
 * request touches the disk before the file itself is sent.
 */
export class BuildFiles {
  private readonly files: Record<AppKind, Set<string>>;

  constructor(private readonly appDirs: Record<AppKind, string>) {
    this.files = { desktop: listFiles(appDirs.desktop), mobile: listFiles(appDirs.mobile) };
  }

  /**
   * Serves a build file through @fastify/static, which picks the .br or .gz twin by Accept-Encoding, sets
   * Content-Encoding, Vary: Accept-Encoding, ETag and Last-Modified, and answers 304 to a matching
   * If-None-Match. Hashed assets come from the app their folder names (a page of one app never asks for
   * the other's), other files from the chosen app. Returns false when there is no such file.
   */
  send(reply: FastifyReply, chosen: AppKind, pathname: string): boolean {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const hashed = HASHED_ASSET.exec(path);
    const kind = hashed ? (hashed[1] as AppKind) : chosen;
    if (!this.files[kind].has(path)) return false;
    // Files that are not hashed (favicon, manifest) may change with a release and differ between the apps.
    reply.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
    if (!hashed) reply.header('Vary', 'User-Agent, Sec-CH-UA-Mobile, Cookie');
    void reply.sendFile(path.slice(1), this.appDirs[kind], { cacheControl: false });
    return true;
  }
}
