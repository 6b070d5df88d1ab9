import { LocalizedLink, useCategoryTree, useSiteConfig, useStores } from '@gopharm/shell';
import { localizePath } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from '../../components/content.module.css';

/** Not found, mobile variant: home, catalogue, popular categories (706 and 708 hidden), site search. */
export const NotFoundPage = observer(function NotFoundPage({
  text,
  product,
}: {
  text?: string;
  /** A drug that does not exist: "The drug you are looking for was deleted or did not exist". */
  product?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const navigate = useNavigate();
  const { tree } = useCategoryTree();
  const { supportChatUrl } = useSiteConfig();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(localizePath(`/search?q=${encodeURIComponent(q)}`, locale.code));
  };
  return (
    <section aria-labelledby="not-found-title" className={styles.stack}>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{text ?? (product ? t('errors.drugDeleted') : t('notFound.text'))}</p>
      <div className={styles.actions}>
        <LocalizedLink to="/" className={styles.primaryLink}>
          {t('notFound.home')}
        </LocalizedLink>
        <LocalizedLink to="/catalog-home" className={styles.secondaryLink}>
          {t('notFound.catalog')}
        </LocalizedLink>
      </div>
      <form role="search" onSubmit={submit}>
        <input
          className={styles.input}
          type="search"
          aria-label={t('notFound.searchPlaceholder')}
          placeholder={t('notFound.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {tree.length > 0 && (
        <>
          <h2>{t('notFound.popularCategories')}</h2>
          {/* The category tree already leaves out 706 and 708 (spec: hidden on the mobile not-found screen). */}
          <ul className={styles.linkList} aria-label={t('notFound.popularCategories')}>
            {tree.slice(0, 8).map((category) => (
              <li key={category.id}>
                <LocalizedLink to={`/catalog/${category.slug}`}>{category.name}</LocalizedLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <ul className={styles.linkList}>
        <li>
          <LocalizedLink to="/categories">{t('notFound.siteMap')}</LocalizedLink>
        </li>
        <li>
          <a href={supportChatUrl} rel="noopener noreferrer" target="_blank">
            {t('notFound.supportChat')}
          </a>
        </li>
      </ul>
      <p className={styles.muted}>{t('notFound.contactSupport')}</p>
    </section>
  );
});
