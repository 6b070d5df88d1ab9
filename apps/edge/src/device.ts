import Bowser from 'bowser';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

export type AppKind = 'desktop' | 'mobile';

export interface DeviceHints {
  userAgent?: string;
  /** The Sec-CH-UA-Mobile client hint: "?1" on phones. */
  chUaMobile?: string;
  /** The `view` cookie: "desktop" or "mobile" overrides the device. */
  viewCookie?: string;
}

type Platform = 'bot' | 'tablet' | 'mobile' | 'other';

/**
 * What a user agent is, kept for the few thousand most recent: the crawler patterns and the parser cost a quarter
 * of a millisecond per request, as much as sending a cached page, and most requests come from a few browsers.
 */
const platforms = new LRUCache<string, Platform>({ max: 5_000 });

function platformOf(userAgent: string): Platform {
  let platform = platforms.get(userAgent);
  if (platform === undefined) {
    if (isbot(userAgent)) platform = 'bot';
    else {
      const type = Bowser.getParser(userAgent).getPlatformType(true);
      platform = type === 'tablet' || type === 'mobile' ? type : 'other';
    }
    platforms.set(userAgent, platform);
  }
  return platform;
}

/**
 * Picks the app for a request: the view cookie first, then crawlers (always the desktop app, so search
 * engines index one version), then a tablet's user agent, then the client hint, then the user agent.
 */
export function chooseApp({ userAgent, chUaMobile, viewCookie }: DeviceHints): AppKind {
  if (viewCookie === 'desktop' || viewCookie === 'mobile') return viewCookie;
  if (!userAgent) return chUaMobile?.trim() === '?1' ? 'mobile' : 'desktop';
  const platform = platformOf(userAgent);
  if (platform === 'bot') return 'desktop';
  // A tablet gets the wide layout even when its browser says "mobile" (Chrome on an iPad sends
  // Sec-CH-UA-Mobile: ?1): the phone layout stretched to 820 px is not made for it.
  if (platform === 'tablet') return 'desktop';
  if (chUaMobile?.trim() === '?1') return 'mobile';
  // Phones get the touch layout; computers the wide one.
  return platform === 'mobile' ? 'mobile' : 'desktop';
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
