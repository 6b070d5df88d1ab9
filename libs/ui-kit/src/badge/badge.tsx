import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'sale' | 'warning';

export interface BadgeProps {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
}

/** A short label on a card or row: "−20 %", "Новинка". */
export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      {icon}
      {children}
    </span>
  );
}

export interface CountBadgeProps {
  count: number;
  /** Read instead of the bare number, e.g. "3 товара в корзине". */
  label: string;
  /** Larger counts show as "99+". */
  max?: number;
}

/** The red number on the cart link (count of cart lines); nothing when zero. */
export function CountBadge({ count, label, max = 99 }: CountBadgeProps) {
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <span className={`${styles.badge} ${styles.count}`}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <span className="gp-visually-hidden">{label}</span>
    </span>
  );
}
