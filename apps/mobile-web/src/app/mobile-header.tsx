import { useStickyHeader, useStores } from '@gopharm/shell';
import { BackButton, Logo, SearchIcon, useTypedBeforeStart } from '@gopharm/ui-kit';
import { localizePath, SEARCH_DEBOUNCE_MS, splitLocale } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styles from './mobile-header.module.css';

/** The mobile header: back button and the search box (spec, section 2: mobile header). */
export const MobileHeader = observer(function MobileHeader() {
  const { t } = useTranslation();
  const { locale } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const sticky = useStickyHeader();
  const path = splitLocale(pathname).path;
  const onSearch = path === '/search';
  const urlQuery = onSearch ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchPath = (q: string) =>
    localizePath(q.trim() ? `/search?q=${encodeURIComponent(q.trim())}` : '/search', locale.code);

  // Leaving the search route clears the text; arriving with ?q= shows it. Arriving without one keeps what the
  // shopper typed while the search page was still loading after the tap (a slow phone lost those letters).
  useEffect(() => {
    if (!onSearch || urlQuery) setText(urlQuery);
  }, [urlQuery, onSearch]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (value: string) => {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    // The text-change event fires after a 600 ms pause; the search page follows the query in its URL.
    timer.current = setTimeout(() => navigate(searchPath(value), { replace: onSearch }), SEARCH_DEBOUNCE_MS);
  };
  const inputRef = useTypedBeforeStart<HTMLInputElement>(text, (input) => change(input.value));
  // A tap on the box before the app started only focused it: open the search page now, as the tap would have.
  useEffect(() => {
    const input = inputRef.current;
    if (!onSearch && input?.value === '' && document.activeElement === input) navigate(searchPath(''));
    // Only at mount: from then on the box's own onClick does it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (timer.current) clearTimeout(timer.current);
    // The field's own text: typed before the app started, it reaches `text` a moment after hydration.
    navigate(searchPath(inputRef.current?.value ?? text));
  };
  const goBack = () => {
    // Opened straight on this page: there is nowhere to go back to inside the site.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(localizePath('/', locale.code));
  };

  return (
    <header className={sticky ? `${styles.header} ${styles.sticky}` : styles.header}>
      {path === '/' ? (
        <Logo href="/" label={t('header.logo')} />
      ) : (
        <BackButton label={t('header.back')} onClick={goBack} />
      )}
      {/* The action sends a search typed before the app started as an ordinary form (?q=). */}
      <form role="search" action={searchPath('')} className={styles.form} onSubmit={submit}>
        <SearchIcon size={20} className={styles.icon} aria-hidden="true" />
        <input
          ref={inputRef}
          name="q"
          className={styles.input}
          type="search"
          enterKeyHint="search"
          aria-label={t('search.placeholder')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => change(event.target.value)}
          // Tapping the box opens the search page, where popular queries and chips wait.
          onClick={() => {
            if (!onSearch) navigate(searchPath(''));
          }}
          autoComplete="off"
        />
      </form>
    </header>
  );
});
