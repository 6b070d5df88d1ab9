import type { CollectionDto, DrugDto, Result } from '@gopharm/api-client';
import { collectionsOf, drugThumbnail, salesOf } from '@gopharm/domain';
import { EmptyState, Skeleton } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { localizePath } from '@gopharm/util';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import {
  CategoryGrid,
  htmlToText,
  LocalizedLink,
  collectionsData,
  positiveId,
  saleData,
  useCategoryTree,
  useData,
  useDocumentTitle,
  useStores,
} from '../../index';
import { HeroImage } from '../hero-image';
import { LoadError } from '../load-error';
import { SafeHtml } from '../safe-html';
import { SaleGrid, salePeriod } from '../sales';
import type { NotFoundComponent } from '../screen-parts';
import { collectionAbout } from './collection-about';
import styles from './discovery.module.css';

/** An app's grid of product cards. */
export type ProductGridComponent = ComponentType<{ drugs: DrugDto[]; label: string }>;

/**
 * The site map, catalogue home, collections, sales, /code and /catalog-by-id, with the app's product grid and
 * not-found screen.
 */
export function createDiscoveryScreens({
  ProductGrid,
  NotFoundPage,
}: {
  ProductGrid: ProductGridComponent;
  NotFoundPage: NotFoundComponent;
}) {
  /** /categories: the whole tree (site map). */
  const CategoriesPage = observer(function CategoriesPage() {
    const { t } = useTranslation();
    const { state, tree, reload } = useCategoryTree();
    return (
      <>
        <h1>{t('catalog.siteMap')}</h1>
        {state === 'error' && <LoadError onRetry={reload} />}
        {state !== 'loaded' && state !== 'error' && <Skeleton height={400} />}
        <ul className={styles.siteMap}>
          {tree.map((category) => (
            <li key={category.id} className={styles.siteMapSection}>
              <LocalizedLink to={`/catalog/${category.slug}`} className={styles.siteMapParent}>
                {category.name}
              </LocalizedLink>
              <ul className={styles.siteMapChildren}>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <LocalizedLink to={`/subcategory/${child.slug}`} className={styles.siteMapLink}>
                      {child.name}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </>
    );
  });

  /** /catalog-home: top-level categories as tiles. */
  function CatalogHomePage() {
    const { t } = useTranslation();
    return (
      <>
        <h1>{t('catalog.allCategories')}</h1>
        <CategoryGrid columns={4} />
      </>
    );
  }

  /** /collection/{slug}: title, description and grid; no slug: every collection as a card. */
  const CollectionPage = observer(function CollectionPage() {
    const { t } = useTranslation();
    const { param } = useParams();
    const collections = collectionsOf(useStores());
    const { state, reload } = useData(collectionsData);
    const collection = param ? collections.bySlug(param) : undefined;
    useDocumentTitle(collection?.title);
    if (state === 'error') return <LoadError onRetry={reload} />;
    if (state === 'loading') return <Skeleton height={400} />;
    if (!param) {
      return (
        <>
          <h1>{t('collections.title')}</h1>
          {collections.visible.length === 0 && <EmptyState title={t('collections.empty')} />}
          <ul className={styles.cards}>
            {collections.visible.map((c) => (
              <li key={c.id}>
                <CollectionCard collection={c} />
              </li>
            ))}
          </ul>
        </>
      );
    }
    if (!collection) return <NotFoundPage />;
    const about = collectionAbout(collection.title, htmlToText(collection.description));
    return (
      <>
        <h1>{collection.title}</h1>
        {about && <p>{about}</p>}
        <ProductGrid drugs={collection.drugs} label={collection.title} />
      </>
    );
  });

  /** /sale/{id}: a sale's banner, text, period and products; no id: every sale as a banner card. */
  const SalePage = observer(function SalePage() {
    const { t } = useTranslation();
    const { param } = useParams();
    const sales = salesOf(useStores());
    const id = Number(param);
    const { state, reload } = useData(saleData);
    const sale = param && sales.selected?.id === id ? sales.selected : null;
    useDocumentTitle(sale?.title);
    if (state === 'error') return <LoadError onRetry={reload} />;
    if (state === 'loading') return <Skeleton height={400} />;
    if (!param) {
      return (
        <>
          <h1>{t('sales.all')}</h1>
          {sales.list.length === 0 ? <EmptyState title={t('sales.empty')} /> : <SaleGrid list={sales.list} />}
        </>
      );
    }
    // The API said there is no such sale (404): not a failure to retry.
    if (!sale) return <NotFoundPage />;
    return (
      <>
        <HeroImage className={styles.banner} src={sale.image} width={1200} height={400} />
        <h1>{sale.title}</h1>
        <p className={styles.period}>{salePeriod(sale, t)}</p>
        {/* Sanitised by the API (sanitize-html) and again in the browser. */}
        <SafeHtml html={sale.description} />
        <h2>{t('sales.products')}</h2>
        <ProductGrid drugs={sale.drugs} label={t('sales.products')} />
      </>
    );
  });

  /** /code/{drug_id}: resolves a numeric drug id (QR codes, receipts) to its product page. */
  const CodePage = observer(function CodePage() {
    const { param } = useParams();
    const { api, locale } = useStores();
    const [target, setTarget] = useState<Result<DrugDto | null> | undefined>(undefined);
    // "Повторить" asks again: a new try, not only a cleared answer.
    const [tries, setTries] = useState(0);
    useEffect(() => {
      if (!param) return;
      setTarget(undefined);
      void api.getDrug(Number(param)).then(setTarget);
    }, [param, api, tries]);
    if (target === undefined && param) return <Skeleton height={400} />;
    if (target && !target.ok) return <LoadError onRetry={() => setTries((n) => n + 1)} />;
    if (!param || !target?.data) return <NotFoundPage product />;
    return <Navigate replace to={localizePath(`/product/${target.data.slug}`, locale.code)} />;
  });

  /** /catalog-by-id?id=N: resolves the category id and goes to its page. */
  const CatalogByIdPage = observer(function CatalogByIdPage() {
    const [params] = useSearchParams();
    const { categories, locale } = useStores();
    // The same rule as the server's (positiveId): "1e3" is not an id there either.
    const id = positiveId(params.get('id'));
    const [slug, setSlug] = useState<string | null | undefined>(undefined);
    useEffect(() => {
      if (id !== null)
        void categories
          .loadCategory(id)
          .then((category) => setSlug(category.ok ? (category.data?.slug ?? null) : null));
    }, [id, categories]);
    if (id === null || slug === null) return <NotFoundPage />;
    if (slug === undefined) return <Skeleton height={400} />;
    return <Navigate replace to={localizePath(`/catalog/${slug}`, locale.code)} />;
  });

  return { CategoriesPage, CatalogHomePage, CollectionPage, SalePage, CodePage, CatalogByIdPage };
}

/** A collection on the index: its title, what it is and a glimpse of its first products. */
function CollectionCard({ collection }: { collection: CollectionDto }) {
  const { t } = useTranslation();
  const about = collectionAbout(collection.title, htmlToText(collection.description));
  return (
    <LocalizedLink to={`/collection/${collection.slug}`} className={styles.card}>
      <span className={styles.thumbs} aria-hidden="true">
        {collection.drugs.slice(0, 3).map((drug) => (
          <img key={drug.id} src={drugThumbnail(drug)} alt="" width={96} height={96} loading="lazy" />
        ))}
      </span>
      <strong className={styles.cardTitle}>{collection.title}</strong>
      {about && <span className={styles.cardText}>{about}</span>}
      <span className={styles.cardCount}>
        {t('collections.products', { count: collection.drugs.length })}
      </span>
    </LocalizedLink>
  );
}
