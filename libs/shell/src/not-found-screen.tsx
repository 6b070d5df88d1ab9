import { Chips } from '@gopharm/ui-kit';
import { localizePath } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './app/document-title';
import { useSiteConfig } from './app/site-config';
import styles from './errors/error-page.module.css';
import { LocalizedLink } from './locale-routes';
import { searchHref } from './search/search-href';
import { useStores } from './stores-context';
import { useCategoryTree } from './use-category-tree';

/**
 * The not-found / removed-page screen (spec, section 2), the same in both apps: links home and to the catalogue,
 * popular categories (706 and 708 are never in the tree), a site search (Enter → /search?q=), the site map, the
 * support chat and "contact support if it repeats". `product` says the drug was deleted or never existed.
 */
export const NotFoundScreen = observer(function NotFoundScreen({ product }: { product?: boolean }) {
  const { t } = useTranslation();
  const stores = useStores();
  const { tree } = useCategoryTree();
  const { supportChatUrl } = useSiteConfig();
  const title = t(product ? 'errors.productNotFound' : 'notFound.title');
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p>{t(product ? 'errors.drugDeleted' : 'notFound.text')}</p>
      <div className={styles.actions}>
        <LocalizedLink to="/" className={styles.primary}>
          {t('notFound.home')}
        </LocalizedLink>
        <LocalizedLink to="/catalog-home" className={styles.secondary}>
          {t('notFound.catalog')}
        </LocalizedLink>
      </div>
      {/* The action sends a search made before the app started as an ordinary form (?q=). */}
      <form
        role="search"
        action={localizePath('/search', stores.locale.code)}
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          // Read from the field itself: it keeps what was typed before the app started, which hydration leaves.
          const query = String(new FormData(event.currentTarget).get('q') ?? '');
          if (query.trim().length >= 2) stores.navigate(searchHref(query));
        }}
      >
        <input
          type="search"
          enterKeyHint="search"
          aria-label={t('notFound.searchPlaceholder')}
          placeholder={t('notFound.searchPlaceholder')}
          name="q"
        />
        <button type="submit">{t('search.submit')}</button>
      </form>
      {tree.length > 0 && (
        <nav aria-labelledby="not-found-categories">
          <h2 id="not-found-categories">{t('notFound.popularCategories')}</h2>
          <Chips
            label={t('notFound.popularCategories')}
            items={tree.slice(0, 8).map((category) => ({
              id: category.id,
              label: category.name,
              href: `/catalog/${category.slug}`,
            }))}
          />
        </nav>
      )}
      <ul className={styles.links}>
        <li>
          <LocalizedLink to="/categories">{t('notFound.siteMap')}</LocalizedLink>
        </li>
        <li>
          <a href={supportChatUrl} target="_blank" rel="noopener noreferrer">
            {t('notFound.supportChat')}
          </a>
        </li>
      </ul>
      <p className={styles.muted}>{t('notFound.contactSupport')}</p>
    </section>
  );
});
