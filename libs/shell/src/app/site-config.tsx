import { createContext, useContext, type ReactNode } from 'react';

/** Values that come from configuration, not code: support contacts and the map's tile server. */
export interface SiteConfig {
  supportPhone: string;
  supportChatUrl: string;
  /** A Leaflet tile template: https://{s}.tile.example/{z}/{x}/{y}.png */
  mapTileUrl: string;
  mapAttribution: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  supportPhone: '998712000000',
  supportChatUrl: 'https://t.me/gopharm_support',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
};

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
