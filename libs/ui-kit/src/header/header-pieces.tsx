import type { ReactNode } from 'react';
import { CountBadge } from '../badge/badge';
import { Button, IconButton } from '../button/button';
import { ArrowLeftIcon, CartIcon, GridIcon, HeartIcon, PillIcon, UserIcon } from '../icons/icons';
import { Link } from '../link/link';
import styles from './header.module.css';

/** The GoPharm wordmark linking home. `label` is the accessible name ("GoPharm — на главную"). */
export function Logo({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={styles.logo} aria-label={label}>
      <span className={styles.logoMark} aria-hidden="true">
        <PillIcon size={22} />
      </span>
      <span className={styles.logoWord} aria-hidden="true">
        GoPharm
      </span>
    </Link>
  );
}

/** A header action: its icon (`children`), with its label beside it where there is room. */
function ActionLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link href={href} className={styles.action}>
      {children}
      <span className={styles.collapsible}>{label}</span>
    </Link>
  );
}

export interface HeaderCartLinkProps {
  href: string;
  /** "Корзина" */
  label: string;
  /** Number of cart lines, shown in the red badge. */
  count: number;
  /** Read with the badge: "3 товара в корзине". */
  countLabel: string;
}

/** The Basket link with a red badge counting cart lines (spec, section 2). */
export function HeaderCartLink({ href, label, count, countLabel }: HeaderCartLinkProps) {
  return (
    <ActionLink href={href} label={label}>
      <span className={styles.iconWrap}>
        <CartIcon size={24} />
        <span className={styles.badge}>
          <CountBadge count={count} label={countLabel} />
        </span>
      </span>
    </ActionLink>
  );
}

/** "My Cabinet" (/profile) for a signed-in user with a complete profile, otherwise "Sign in" (/auth). */
export function CabinetLink({ href, label }: { href: string; label: string }) {
  return (
    <ActionLink href={href} label={label}>
      <UserIcon size={24} />
    </ActionLink>
  );
}

/** The shopper's favourites (/favorites), a guest's too: a heart, with its label beside it where there is room. */
export function FavoritesLink({ href, label }: { href: string; label: string }) {
  return (
    <ActionLink href={href} label={label}>
      <HeartIcon size={24} />
    </ActionLink>
  );
}

export interface CategoriesButtonProps {
  label: string;
  expanded: boolean;
  onClick: () => void;
  /** id of the menu it opens. */
  controls?: string;
}

/** The desktop header's Categories button that opens the catalogue menu. */
export function CategoriesButton({ label, expanded, onClick, controls }: CategoriesButtonProps) {
  return (
    <Button icon={<GridIcon size={18} />} aria-expanded={expanded} aria-controls={controls} onClick={onClick}>
      <span className={styles.narrowCollapsible}>{label}</span>
    </Button>
  );
}

/** The mobile header's back button. */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <IconButton label={label} icon={<ArrowLeftIcon />} onClick={onClick} />;
}

/** The header row: the app places the pieces; `children` between start and end grows (the search box). */
export function HeaderBar({
  start,
  children,
  end,
}: {
  start?: ReactNode;
  children?: ReactNode;
  end?: ReactNode;
}) {
  return (
    <div className={styles.bar}>
      <div className={styles.group}>{start}</div>
      <div className={styles.grow}>{children}</div>
      <div className={`${styles.group} ${styles.end}`}>{end}</div>
    </div>
  );
}
