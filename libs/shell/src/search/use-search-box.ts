import { localizePath, splitLocale } from '@gopharm/util';
import type { SearchDropdownProps } from '@gopharm/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores-context';
import type { LiveSearchBox } from './search-box-live';
import { searchHref } from './search-href';

/** The query of the results page the shopper is on (its address's q), or null off the search page. */
function useResultsPageQuery(): string | null {
  const { pathname, search } = useLocation();
  if (splitLocale(pathname).path !== '/search') return null;
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

// The box's live part (the search store, its results as cards with their labels, choosing and adding one, the
// suggestions) loads when the shopper first focuses the field or types into it, not with every page (desktop's
// header shows the box on every page). Until it arrives the box is this hook's own: the text typed is kept here
// and handed on, a search sent goes to the results page, and an open box says it is loading.
const loadLive = () => import('./search-box-live');
type Live = Awaited<ReturnType<typeof loadLive>>;

/**
 * The header search box (spec, "Search box (desktop)"): the props of ui-kit's SearchDropdown over the search
 * store. Read inside an observer. Enter goes to /search?q=, a result opens its product page.
 */
export function useSearchBox(): Omit<SearchDropdownProps, 'defaultOpen'> {
  const stores = useStores();
  const { t } = useTranslation();
  const pageQuery = useResultsPageQuery();
  const [live, setLive] = useState<Live | null>(null);
  // Before the live part: the text typed (null: none) and whether the box was opened, for it to take over.
  const [typed, setTyped] = useState<string | null>(null);
  // The live part could not arrive (offline): the open box says so; the next focus or key tries again.
  const [unreachable, setUnreachable] = useState(false);
  const early = useRef({
    typed: null as string | null,
    opened: false,
    loading: false,
    pageQuery,
    // The live part once it has taken over, before the render that shows it: a key pressed in that moment reaches
    // this box's handlers still, and is handed on (else the render puts back the store's text: a space was lost).
    arrived: null as Live | null,
  });
  const goLive = () => {
    if (early.current.loading) return;
    early.current.loading = true;
    setUnreachable(false);
    loadLive().then(
      (module) => {
        const { pageQuery, typed, opened } = early.current;
        module.takeOver(stores, pageQuery, typed, opened);
        early.current.arrived = module;
        setLive(module);
      },
      () => {
        early.current.loading = false;
        setUnreachable(true);
      },
    );
  };
  useEffect(() => {
    early.current.pageQuery = pageQuery;
    if (live) live.showPageQuery(stores, pageQuery);
  }, [live, stores, pageQuery]);
  useEffect(() => (live ? () => live.clear(stores) : undefined), [live, stores]);
  const box: LiveSearchBox = live
    ? live.liveSearchBox(stores, pageQuery, t)
    : {
        value: typed ?? pageQuery ?? '',
        onValueChange: (text) => {
          const { arrived, pageQuery } = early.current;
          if (arrived) return arrived.takeOver(stores, pageQuery, text, false);
          early.current.typed = text;
          setTyped(text);
          goLive();
        },
        onOpen: () => {
          const { arrived, pageQuery } = early.current;
          if (arrived) return arrived.takeOver(stores, pageQuery, null, true);
          early.current.opened = true;
          goLive();
        },
      };
  return {
    ...box,
    unavailable: !live && unreachable,
    // The results page says when a text is too short to search.
    onSubmit: (text) => {
      if (!text.trim()) return;
      stores.navigate(searchHref(text));
    },
    action: localizePath('/search', stores.locale.code),
    labels: {
      input: t('search.placeholder'),
      placeholder: t('search.placeholder'),
      submit: t('search.submit'),
      results: t('search.title'),
      keyboardHint: t('search.keyboardHint'),
      loading: t('common.loading'),
      error: t('common.error'),
    },
  };
}
