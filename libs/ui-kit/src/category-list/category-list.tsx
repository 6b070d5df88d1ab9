import type { ReactNode } from 'react';
import styles from './category-list.module.css';

export interface CategoryListItem {
  id: number;
  name: string;
  href: string;
  /** Names of the first children, shown under the name. */
  childNames?: string[];
  /** Its icon, before the name (decorative: the name is the link's). */
  icon?: ReactNode;
}

export interface CategoryListProps {
  items: CategoryListItem[];
  /** Accessible name of the list. */
  label: string;
  columns?: number;
  /** Renders the link, so apps can use their router's Link. */
  renderLink?: (item: CategoryListItem, children: ReactNode, className: string) => ReactNode;
}

export function CategoryList({ items, label, columns = 2, renderLink }: CategoryListProps) {
  return (
    // A class per column count, not a style attribute: the CSP refuses style attributes in server HTML.
    <ul
      className={`${styles.list} ${styles[`columns${Math.min(Math.max(columns, 1), 6)}`]}`}
      aria-label={label}
    >
      {items.map((item) => {
        const content = (
          <>
            {item.icon && <span className={styles.icon}>{item.icon}</span>}
            <span>
              {item.name}
              {item.childNames && item.childNames.length > 0 && (
                <span className={styles.children}>{item.childNames.join(', ')}</span>
              )}
            </span>
          </>
        );
        const linkClass = item.icon ? `${styles.link} ${styles.withIcon}` : styles.link;
        return (
          <li key={item.id} className={styles.item}>
            {renderLink ? (
              renderLink(item, content, linkClass)
            ) : (
              <a className={linkClass} href={item.href}>
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
