import type { ReactNode } from 'react';
import styles from './store-badges.module.css';

export interface StoreBadgesProps {
  appStoreUrl: string;
  googlePlayUrl: string;
  /** What each badge says, in the page's language: "Загрузите в App Store", "Доступно в Google Play". */
  labels: { appStore: string; googlePlay: string };
}

const AppleMark = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9C6.1 7 4.5 8 3.6 9.5c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.2-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.8zM14 5.3c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
    />
  </svg>
);

const PlayMark = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path fill="#34a853" d="M3.6 2.3 13.7 12 3.6 21.7c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2z" />
    <path fill="#fbbc04" d="m17 8.7-3.3 3.3L17 15.3l3.8-2.2c.9-.5.9-1.8 0-2.2z" />
    <path fill="#4285f4" d="M13.7 12 3.6 21.7c.3.2.8.2 1.2 0L17 15.3z" />
    <path fill="#ea4335" d="M13.7 12 17 8.7 4.8 2.3c-.4-.2-.9-.2-1.2 0z" />
  </svg>
);

function StoreBadge({ href, mark, label }: { href: string; mark: ReactNode; label: string }) {
  return (
    <li>
      <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
        {mark}
        <span>{label}</span>
      </a>
    </li>
  );
}

/** The mobile apps' store badges: two links, each a 44 px tap target at least, opening the store. */
export function StoreBadges({ appStoreUrl, googlePlayUrl, labels }: StoreBadgesProps) {
  return (
    <ul className={styles.badges}>
      <StoreBadge href={appStoreUrl} mark={<AppleMark />} label={labels.appStore} />
      <StoreBadge href={googlePlayUrl} mark={<PlayMark />} label={labels.googlePlay} />
    </ul>
  );
}
