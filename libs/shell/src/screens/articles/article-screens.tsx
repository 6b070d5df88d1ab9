import { articlesOf } from '@gopharm/domain';
import { formatDate } from '@gopharm/i18n';
import { EmptyState, Skeleton } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { articleData, articlesData, LocalizedLink, useData, useDocumentTitle, useStores } from '../../index';
import { LoadError } from '../load-error';
import { HeroImage } from '../hero-image';
import { SafeHtml } from '../safe-html';
import type { NotFoundComponent } from '../screen-parts';
import styles from './articles.module.css';

/** /articles and /article?slug=, with the app's not-found screen for a missing article. */
export function createArticleScreens({ NotFoundPage }: { NotFoundPage: NotFoundComponent }) {
  /** /articles: cards with image, title and date. */
  const ArticlesPage = observer(function ArticlesPage() {
    const { t } = useTranslation();
    const articles = articlesOf(useStores());
    const { state, reload } = useData(articlesData);
    return (
      <>
        <h1>{t('articles.title')}</h1>
        {state === 'loading' && <Skeleton height={240} />}
        {state === 'error' && <LoadError onRetry={reload} />}
        {state === 'loaded' && articles.list.length === 0 && <EmptyState title={t('articles.empty')} />}
        <ul className={styles.cards}>
          {articles.list.map((article) => (
            <li key={article.id} className={styles.card}>
              <img src={article.image} alt="" width={280} height={160} loading="lazy" />
              <div className={styles.cardText}>
                <h2>
                  <LocalizedLink to={`/article?slug=${encodeURIComponent(article.slug)}`}>
                    {article.title}
                  </LocalizedLink>
                </h2>
                <p className={styles.date}>{formatDate(article.created_date)}</p>
                <p>{article.excerpt}</p>
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  });

  /** /article?slug=: one article; its HTML is sanitised by the API. */
  const ArticlePage = observer(function ArticlePage() {
    const articles = articlesOf(useStores());
    const [params] = useSearchParams();
    const slug = params.get('slug') ?? '';
    const { state, reload } = useData(articleData);
    const article = articles.selected?.slug === slug ? articles.selected : null;
    useDocumentTitle(article?.title);
    // No slug, or the API said there is no such article (404): not found, not a failure to retry.
    if (!slug || (state === 'loaded' && !article)) return <NotFoundPage />;
    if (state === 'error') return <LoadError onRetry={reload} />;
    if (!article) return <Skeleton height={400} />;
    return (
      <article className={styles.article}>
        <h1>{article.title}</h1>
        <p className={styles.date}>{formatDate(article.created_date)}</p>
        <HeroImage className={styles.picture} src={article.image} width={1200} height={630} />
        {/* Sanitised by the API (sanitize-html) and again in the browser. */}
        <SafeHtml html={article.content} />
      </article>
    );
  });

  return { ArticlesPage, ArticlePage };
}
