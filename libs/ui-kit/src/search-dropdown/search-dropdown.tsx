import { canSearch, SEARCH_MAX_RESULTS } from '@gopharm/util';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { IconButton } from '../button/button';
import { SearchIcon } from '../icons/icons';
import { useTypedBeforeStart } from '../inputs/use-typed-before-start';
import styles from './search-dropdown.module.css';
import type { SearchFieldLabels, SearchResultsContent } from './search-dropdown-types';

// What the box does once used (its keys, closing, the popup with its result rows, chips and links) loads when the
// shopper first focuses the field, not with every page: the header that shows the field is on the first load.
let onOpenBoxKey: typeof import('./search-dropdown-popup').onSearchBoxKey | undefined;
const loadOpenBox = () =>
  import('./search-dropdown-popup').then(({ onSearchBoxKey, SearchBoxOpen }) => {
    onOpenBoxKey = onSearchBoxKey;
    return SearchBoxOpen;
  });
// Should it not arrive (offline), the box stays what it is on every page: a form that sends its text to the
// search page.
const SearchBoxOpen = lazy(() =>
  loadOpenBox().then(
    (component) => ({ default: component }),
    () => ({ default: () => null }),
  ),
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
 * result can hold its add control). ↑/↓ choose a result, Enter opens it (or searches the text), Escape closes, +
 * and − change the chosen result's quantity. Clicking outside closes it, and so does scrolling on wide screens
 * (spec, section 2). The field shows and sends; what it does once used is ./search-dropdown-popup.tsx.
 */
export function SearchDropdown(props: SearchDropdownProps) {
  const { value, onValueChange, onSubmit, content, labels } = props;
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(Boolean(props.defaultOpen));
  const [active, setActive] = useState(-1);
  const shown = content?.results.slice(0, SEARCH_MAX_RESULTS) ?? [];
  const expanded = open && canSearch(value);
  const box = { expanded, setOpen, shown, active, setActive, content };
  // Text typed before the app started is taken over, and if the shopper is still in the box its results open, as
  // they would have had the app been running (a slow phone hydrates the header seconds after it shows).
  const inputRef = useTypedBeforeStart<HTMLInputElement>(value, (input) => {
    onValueChange(input.value);
    if (input.ownerDocument.activeElement === input) setOpen(true);
  });

  const gridId = `${id}-grid`;
  // The open box before its results (or its popup's code) are here: an empty grid (the field controls it) and
  // why.
  const waiting = (
    <div className={styles.popup}>
      <div id={gridId} role="grid" aria-label={labels.results} className={styles.grid} />
      <p className={styles.message}>{!content && props.unavailable ? labels.error : labels.loading}</p>
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
          aria-activedescendant={expanded && shown[active] ? optionId(active) : undefined}
          placeholder={labels.placeholder}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            void loadOpenBox().catch(() => undefined);
            setOpen(true);
            props.onOpen?.();
          }}
          onKeyDown={(event) => onOpenBoxKey?.(event, box)}
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
      {expanded && (
        <Suspense fallback={waiting}>
          <SearchBoxOpen
            box={box}
            rootRef={rootRef}
            gridId={gridId}
            optionId={optionId}
            labels={labels}
            waiting={waiting}
          />
        </Suspense>
      )}
    </div>
  );
}
