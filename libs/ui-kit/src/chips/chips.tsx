import { useEffect, useRef } from 'react';
import { Link } from '../link/link';
import styles from './chips.module.css';

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
  const list = useRef<HTMLUListElement>(null);
  const chosen = items.findIndex((item) => item.selected);
  useEffect(() => {
    // A chosen chip beyond the edge of a scrolling line is brought into it: the line scrolls, never the page. A
    // line the shopper has already moved (on the server's page, before the app started) is left where they put it:
    // taking it back would move the chip under their finger as they tap.
    const row = list.current;
    const chip = row?.children[chosen];
    if (!row || !chip || row.scrollLeft !== 0) return;
    const line = row.getBoundingClientRect();
    const box = chip.getBoundingClientRect();
    if (box.left < line.left || box.right > line.right) {
      row.scrollLeft += box.left - line.left - (line.width - box.width) / 2;
    }
  }, [chosen]);
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
