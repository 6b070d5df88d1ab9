import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Accessible name of the tab list: "Инструкция". */
  label: string;
}

/**
 * Whether the tabs are wider than their row (measured against the whole row, so the room the chevrons take does
 * not change the answer), and which ends of the scrolled list hide more tabs.
 */
function useOverflow() {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [hidden, setHidden] = useState({ any: false, start: false, end: false });
  const measure = useCallback(() => {
    const list = listRef.current;
    const row = list?.parentElement;
    if (!list || !row) return;
    const any = list.scrollWidth > row.clientWidth + 1;
    const start = any && list.scrollLeft > 1;
    const end = any && list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setHidden((old) =>
      old.any === any && old.start === start && old.end === end ? old : { any, start, end },
    );
  }, []);
  useEffect(() => {
    measure();
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);
  const scrollBy = (direction: 1 | -1) =>
    listRef.current?.scrollBy({ left: direction * listRef.current.clientWidth * 0.8, behavior: 'smooth' });
  return { listRef, hidden, measure, scrollBy };
}

/**
 * Scrolls a sideways list just enough to show one of its items whole. Only the list moves: scrollIntoView would
 * scroll the page as well, so a page showing tabs below the fold would open scrolled down to them.
 */
function revealInRow(row: HTMLElement, item: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  if (itemBox.left < rowBox.left) row.scrollLeft -= rowBox.left - itemBox.left;
  else if (itemBox.right > rowBox.right) row.scrollLeft += itemBox.right - rowBox.right;
}

/**
 * A chevron that scrolls the tab row. Pointer help only: the keyboard moves with the arrows, so it stays out of
 * the Tab order.
 */
function MoreButton({
  shown,
  onClick,
  children,
}: {
  /** Whether this end hides more tabs; if not, the chevron's room is kept, empty. */
  shown: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.more}
      data-shown={shown || undefined}
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home and End jump to the ends; only the
 * selected tab is in the Tab order. Used for the drug instruction sections. When the tabs are wider than the
 * page, the list scrolls sideways with a fade and a chevron at each end that hides more (the cue a hidden
 * scrollbar would otherwise lack), and the selected tab is kept in view.
 */
export function Tabs({ tabs, selectedId, onSelect, label }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const { listRef, hidden, measure, scrollBy } = useOverflow();
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(selectedId);
    if (list && tab) revealInRow(list, tab);
  }, [selectedId, listRef]);
  if (tabs.length === 0) return null;
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  if (!selected) return null;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected.id);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[targets[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div>
      <div
        className={styles.bar}
        data-more-start={hidden.start || undefined}
        data-more-end={hidden.end || undefined}
      >
        {/* Beside the list, never over it: a chevron over the list lay on the text of the tab under it. */}
        {hidden.any && (
          <MoreButton shown={hidden.start} onClick={() => scrollBy(-1)}>
            <ChevronLeftIcon />
          </MoreButton>
        )}
        <div ref={listRef} className={styles.list} role="tablist" aria-label={label} onScroll={measure}>
          {tabs.map((tab) => {
            const isSelected = tab.id === selected.id;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.id, element);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={isSelected}
                aria-controls={`${baseId}-panel-${tab.id}`}
                tabIndex={isSelected ? 0 : -1}
                className={styles.tab}
                onClick={() => onSelect(tab.id)}
                onKeyDown={move}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {hidden.any && (
          <MoreButton shown={hidden.end} onClick={() => scrollBy(1)}>
            <ChevronRightIcon />
          </MoreButton>
        )}
      </div>
      <div
        className={styles.panel}
        role="tabpanel"
        id={`${baseId}-panel-${selected.id}`}
        aria-labelledby={`${baseId}-tab-${selected.id}`}
        tabIndex={0}
      >
        {selected.content}
      </div>
    </div>
  );
}
