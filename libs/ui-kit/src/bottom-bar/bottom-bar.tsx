import { CountBadge } from '../badge/badge';
import { CartIcon, GridIcon, HomeIcon, SearchIcon, UserIcon } from '../icons/icons';
import { Link } from '../link/link';
import styles from './bottom-bar.module.css';

const ICONS = { home: HomeIcon, categories: GridIcon, search: SearchIcon, cart: CartIcon, profile: UserIcon };

export interface BottomBarItem {
  id: string;
  href: string;
  label: string;
  icon: keyof typeof ICONS;
  current?: boolean;
  /** The cart's count of lines and how it is read. */
  badge?: { count: number; label: string };
}

export interface BottomBarProps {
  items: BottomBarItem[];
  /** "Основное меню" */
  label: string;
  /** In the page flow instead of fixed to the bottom (stories, docs). */
  inline?: boolean;
}

/** The mobile bottom bar: Home, Categories, Search, Cart (with a count) and Profile or Sign in. */
export function BottomBar({ items, label, inline }: BottomBarProps) {
  return (
    <nav className={[styles.bar, inline && styles.static].filter(Boolean).join(' ')} aria-label={label}>
      {/* A class per item count, not a style attribute: the CSP refuses style attributes in server HTML. */}
      <ul className={`${styles.list} ${styles[`items${Math.min(Math.max(items.length, 1), 6)}`]}`}>
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <li key={item.id}>
              <Link href={item.href} className={styles.link} aria-current={item.current ? 'page' : undefined}>
                <span className={styles.icon}>
                  <Icon size={24} />
                  {item.badge && (
                    <span className={styles.badge}>
                      <CountBadge count={item.badge.count} label={item.badge.label} />
                    </span>
                  )}
                </span>
                <span className={styles.label}>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
