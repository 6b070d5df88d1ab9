import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from './app/site-config';
import { LocalizedLink } from './locale-routes';
import { searchHref } from './search/use-search-box';
import { useStores } from './stores-context';
import { useCategoryTree } from './use-category-tree';

/**
 * The not-found / removed-page screen (spec, section 2): links home and to the catalogue, popular categories, a
 * site search (Enter → /search?q=), the site map, the support chat and "contact support if it repeats".
 * `product` says the drug was deleted or never existed.
 */
export const NotFoundScreen = observer(function NotFoundScreen({ product }: { product?: boolean }) {
  const { t } = useTranslation();
  const stores = useStores();
  const { tree } = useCategoryTree();
  const { supportChatUrl } = useSiteConfig();
  const [query, setQuery] = useState('');
  return (
    <section className="gp-error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t(product ? 'errors.productNotFound' : 'notFound.title')}</h1>
      <p>{t(product ? 'errors.drugDeleted' : 'notFound.text')}</p>
      <p>
        <LocalizedLink to="/">{t('notFound.home')}</LocalizedLink>{' '}
        <LocalizedLink to="/catalog">{t('notFound.catalog')}</LocalizedLink>
      </p>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim().length >= 2) stores.navigate(searchHref(query));
        }}
      >
        <input
          type="search"
          aria-label={t('notFound.searchPlaceholder')}
          placeholder={t('notFound.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {tree.length > 0 && (
        <nav aria-label={t('notFound.popularCategories')}>
          <h2>{t('notFound.popularCategories')}</h2>
          <ul>
            {tree.slice(0, 6).map((category) => (
              <li key={category.id}>
                <LocalizedLink to={`/catalog/${category.slug}`}>{category.name}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <LocalizedLink to="/categories">{t('notFound.siteMap')}</LocalizedLink>{' '}
        <a href={supportChatUrl} target="_blank" rel="noopener noreferrer">
          {t('notFound.supportChat')}
        </a>
      </p>
      <p>{t('notFound.contactSupport')}</p>
    </section>
  );
});
