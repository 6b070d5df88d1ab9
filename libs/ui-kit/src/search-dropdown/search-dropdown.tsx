import { canSearch, SEARCH_MAX_RESULTS } from '@gopharm/util';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton } from '../button/button';
import { SearchIcon } from '../icons/icons';
import { BREAKPOINTS } from '../tokens/breakpoints';
import { useTypedBeforeStart } from '../inputs/use-typed-before-start';
import styles from './search-dropdown.module.css';
import type { SearchFieldLabels, SearchResultItem, SearchResultsContent } from './search-dropdown-types';

// The popup (result rows with their add controls, chips, links) loads when the shopper first focuses the field,
// not with every page: the header that shows the field is on the first load.
const loadPopup = () => import('./search-dropdown-popup');
const SearchDropdownPopup = lazy(() =>
  loadPopup().then((module) => ({ default: module.SearchDropdownPopup })),
);

export interface SearchDropdownProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter without a chosen result: the app goes to /search?q={text}. */
  onSubmit: (value: string) => void;
  /** The box was focused and its popup opens (the app may fetch results it has not yet, for a text it showed). */
  onOpen?: () => void;
  /**
   * The search page's address (with the language prefix): the form's action, so a search sent before the app has
   * started is an ordinary form submission (`?q=`) rather than lost.
   */
  action: string;
  labels: SearchFieldLabels;
  /**
   * The results and what they do. The app's part that gives them loads when the box is first used: until then
   * an open box says it is loading, or, `unavailable` (it could not arrive), that the search failed.
   */
  content?: SearchResultsContent;
  unavailable?: boolean;
  /** Open from the start (stories, tests). */
  defaultOpen?: boolean;
}

/**
 * The header search: a combobox whose popup grid shows up to 10 results (a grid rather than a listbox so each
 * result can hold its add control). ↑/↓ choose a result, Enter opens it (or
 * searches the text), Escape closes, + and − change the chosen result's quantity. Clicking outside closes it,
 * and so does scrolling on wide screens (spec, section 2).
 */
export function SearchDropdown(props: SearchDropdownProps) {
  const { value, onValueChange, onSubmit, content, labels } = props;
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(Boolean(props.defaultOpen));
  const [active, setActive] = useState(-1);
  const shown = content?.results.slice(0, SEARCH_MAX_RESULTS) ?? [];
  const expanded = open && canSearch(value);
  const activeItem = expanded ? shown[active] : undefined;
  // Text typed before the app started is taken over, and if the shopper is still in the box its results open, as
  // they would have had the app been running (a slow phone hydrates the header seconds after it shows).
  const inputRef = useTypedBeforeStart<HTMLInputElement>(value, (input) => {
    onValueChange(input.value);
    if (input.ownerDocument.activeElement === input) setOpen(true);
  });

  useEffect(() => {
    if (!expanded) return;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onScroll = () => {
      if (window.innerWidth >= BREAKPOINTS.wide) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [expanded]);

  const choose = (item: SearchResultItem) => {
    setOpen(false);
    content?.onSelect(item.product);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter' && activeItem) {
      // Enter on no chosen result submits the form (the browser's own), as the button does.
      event.preventDefault();
      choose(activeItem);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if ((event.key === '+' || event.key === '-') && activeItem?.product.available) {
      event.preventDefault();
      const next = activeItem.quantity + (event.key === '+' ? 1 : -1);
      const max = activeItem.product.maxCount;
      if (next >= 0 && (max === undefined || next <= max))
        content?.onQuantityChange(activeItem.product, next);
    }
  };

  const gridId = `${id}-grid`;
  // The open box before its results' code is here: an empty grid (the field controls it) and why.
  const waiting = (failed: boolean) => (
    <div className={styles.popup}>
      <div id={gridId} role="grid" aria-label={labels.results} className={styles.grid} />
      <p className={styles.message}>{failed ? labels.error : labels.loading}</p>
    </div>
  );
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className={styles.root} ref={rootRef}>
      <form
        role="search"
        action={props.action}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          // The field's own text, not the state: text typed before the app started reaches the state a moment
          // after hydration (useTypedBeforeStart), and an Enter then sent nothing. A text too short to search
          // goes too: the results page says why (nothing happening would say nothing).
          const text = inputRef.current?.value.trim();
          if (text) {
            setOpen(false);
            onSubmit(text);
          }
        }}
      >
        <input
          ref={inputRef}
          name="q"
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={labels.input}
          aria-describedby={`${id}-hint`}
          aria-expanded={expanded}
          aria-controls={gridId}
          aria-haspopup="grid"
          aria-autocomplete="list"
          aria-activedescendant={activeItem ? optionId(active) : undefined}
          placeholder={labels.placeholder}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            void loadPopup();
            setOpen(true);
            props.onOpen?.();
          }}
          onKeyDown={onKeyDown}
        />
        <span id={`${id}-hint`} className="gp-visually-hidden">
          {labels.keyboardHint}
        </span>
        <IconButton
          type="submit"
          variant="primary"
          className={styles.submit}
          label={labels.submit}
          icon={<SearchIcon />}
        />
      </form>
      {expanded &&
        (content ? (
          <Suspense fallback={waiting(false)}>
            <SearchDropdownPopup
              gridId={gridId}
              optionId={optionId}
              shown={shown}
              active={active}
              showViewAll={content.total !== undefined && content.total > SEARCH_MAX_RESULTS}
              status={content.status}
              viewAllHref={content.viewAllHref}
              popularQueries={content.popularQueries}
              categoryLinks={content.categoryLinks}
              labels={{ ...labels, ...content.labels }}
              onQuantityChange={content.onQuantityChange}
              onChoose={choose}
            />
          </Suspense>
        ) : (
          waiting(Boolean(props.unavailable))
        ))}
    </div>
  );
}
