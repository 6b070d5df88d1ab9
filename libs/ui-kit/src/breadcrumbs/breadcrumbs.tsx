import { ChevronRightIcon } from '../icons/icons';
import { Link } from '../link/link';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** The last item (the current page) has none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** "Навигационная цепочка" */
  label: string;
}

/** The parent chain of a category or product; the last item is the current page. */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              )}
              {!last && <ChevronRightIcon size={16} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
