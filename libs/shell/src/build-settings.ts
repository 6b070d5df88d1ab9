// What each app's build reads from its own Vite env (VITE_SUPPORT_PHONE…): this module is compiled into each app's
// build, so `import.meta.env` is that app's and what is unset folds away. An entry of its own, not the shell's
// index: only a Vite build has `import.meta.env` (not the tests).
import type { AppDefinition } from './bootstrap-app';

/**
 * The support contacts and the map's tiles (unset ones keep the development defaults), the service worker at the
 * site root in production builds only (src/service-worker/sw.ts), and Sentry's DSN (failures reported only when
 * it is set).
 */
export const buildSettings: Pick<AppDefinition, 'config' | 'serviceWorkerUrl' | 'sentryDsn'> = {
  config: {
    ...(import.meta.env.VITE_SUPPORT_PHONE ? { supportPhone: import.meta.env.VITE_SUPPORT_PHONE } : {}),
    ...(import.meta.env.VITE_SUPPORT_CHAT_URL
      ? { supportChatUrl: import.meta.env.VITE_SUPPORT_CHAT_URL }
      : {}),
    ...(import.meta.env.VITE_MAP_TILE_URL ? { mapTileUrl: import.meta.env.VITE_MAP_TILE_URL } : {}),
  },
  serviceWorkerUrl: import.meta.env.PROD ? '/sw.js' : undefined,
  sentryDsn: import.meta.env.VITE_SENTRY_DSN || undefined,
};
