import type { FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { AppKind } from './device';

/** Hashed build assets live in per-app folders ("desktop-assets", "mobile-assets") and never change. */
const HASHED_ASSET = /^\/(desktop|mobile)-assets\//;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file under `root` a URL path names, or null when it escapes the root or is no file. */
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * Serves a build file through @fastify/static, which picks the .br or .gz twin by Accept-Encoding, sets
 * Content-Encoding, Vary: Accept-Encoding, ETag and Last-Modified, and answers 304 to a matching
 * If-None-Match. Hashed assets are taken from the app their folder names (a page of one app never asks
 * for the other's), other files from the chosen app. Returns false when there is no such file.
 */
export function sendBuildFile(
  reply: FastifyReply,
  appDirs: Record<AppKind, string>,
  chosen: AppKind,
  pathname: string,
): boolean {
  const hashed = HASHED_ASSET.exec(pathname);
  const root = appDirs[hashed ? (hashed[1] as AppKind) : chosen];
  const file = fileInside(root, pathname);
  if (!file) return false;
  // Files that are not hashed (favicon, manifest) may change with a release: cache them briefly.
  reply.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
  if (!hashed) reply.header('Vary', 'User-Agent, Sec-CH-UA-Mobile, Cookie');
  void reply.sendFile(file.slice(root.length + 1), root, { cacheControl: false });
  return true;
}
