import { Link } from '../link/link';
import styles from './chips.module.css';
import { useChosenInView } from './chosen-in-view';

export interface ChipItem {
  id: string | number;
  label: string;
  /** A chip with href is a link (suggestions, subcategories); without, a toggle button (filters). */
  href?: string;
  selected?: boolean;
}

export interface ChipsProps {
  items: ChipItem[];
  /** Accessible name of the list: "Популярные запросы". */
  label: string;
  onToggle?: (item: ChipItem) => void;
  /**
   * One scrolling line instead of wrapping: always (phones), or only in a window as narrow as a phone's (the
   * desktop app), where a dozen wrapped chips would push the page's content a screen down.
   */
  scroll?: boolean | 'when-narrow';
}

/** Rounded choices: search suggestions, subcategory links, filter toggles. */
export function Chips({ items, label, onToggle, scroll }: ChipsProps) {
  const list = useChosenInView<HTMLUListElement>(items.findIndex((item) => item.selected));
  if (items.length === 0) return null;
  return (
    <ul
      ref={list}
      className={[styles.list, scroll === 'when-narrow' ? styles.scrollWhenNarrow : scroll && styles.scroll]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
    >
      {items.map((item) => (
        <li key={item.id}>
          {item.href ? (
            <Link href={item.href} className={styles.chip} aria-current={item.selected ? 'page' : undefined}>
              {item.label}
            </Link>
          ) : (
            <button
              type="button"
              className={styles.chip}
              aria-pressed={Boolean(item.selected)}
              onClick={() => onToggle?.(item)}
            >
              {item.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
