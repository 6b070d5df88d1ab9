import Bowser from 'bowser';
import { isbot } from 'isbot';

export type AppKind = 'desktop' | 'mobile';

export interface DeviceHints {
  userAgent?: string;
  /** The Sec-CH-UA-Mobile client hint: "?1" on phones. */
  chUaMobile?: string;
  /** The `view` cookie: "desktop" or "mobile" overrides the device. */
  viewCookie?: string;
}

/**
 * Picks the app for a request: the view cookie first, then crawlers (always the desktop app, so search
 * engines index one version), then the client hint, then the user agent.
 */
export function chooseApp({ userAgent, chUaMobile, viewCookie }: DeviceHints): AppKind {
  if (viewCookie === 'desktop' || viewCookie === 'mobile') return viewCookie;
  if (!userAgent) return chUaMobile?.trim() === '?1' ? 'mobile' : 'desktop';
  if (isbot(userAgent)) return 'desktop';
  if (chUaMobile?.trim() === '?1') return 'mobile';
  // Phones get the touch layout; tablets and computers the wide one.
  return Bowser.getParser(userAgent).getPlatformType(true) === 'mobile' ? 'mobile' : 'desktop';
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
