import { formatPhone } from '@gopharm/i18n';
import { createContext, useContext, type ReactNode } from 'react';

/** A social network the shop is on: its name (a brand, the same in every language) and address. */
export interface SocialLink {
  name: string;
  url: string;
}

/**
 * Values that come from configuration, not code: support contacts, the apps in the stores, the social networks
 * and the map's tile server.
 */
export interface SiteConfig {
  /** The 24-hour call centre, 12 digits ("998712000000"). */
  supportPhone: string;
  supportChatUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  social: SocialLink[];
  /** Where job seekers send their CV (the footer's careers column). */
  careersEmail: string;
  /** A Leaflet tile template: https://{s}.tile.example/{z}/{x}/{y}.png */
  mapTileUrl: string;
  mapAttribution: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  supportPhone: '998712000000',
  supportChatUrl: 'https://t.me/gopharm_support',
  appStoreUrl: 'https://apps.apple.com/uz/app/gopharm/id1538446937',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=uz.gopharm.app',
  social: [
    { name: 'Telegram', url: 'https://t.me/gopharm_uz' },
    { name: 'Instagram', url: 'https://www.instagram.com/gopharm.uz' },
    { name: 'Facebook', url: 'https://www.facebook.com/gopharm.uz' },
    { name: 'YouTube', url: 'https://www.youtube.com/@gopharm' },
  ],
  careersEmail: 'hr@gopharm.uz',
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

/** The call centre's number, "+998 71 200-00-00", as a link that dials it. */
export function SupportPhoneLink({ className }: { className: string }) {
  const { supportPhone } = useSiteConfig();
  return (
    <a className={className} href={`tel:+${supportPhone}`}>
      {formatPhone(supportPhone)}
    </a>
  );
}
