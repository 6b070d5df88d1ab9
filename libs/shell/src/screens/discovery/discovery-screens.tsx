import type { DrugDto } from '@gopharm/api-client';
import { formatDate } from '@gopharm/i18n';
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
  useCategoryTree,
  useRouteData,
  useStores,
} from '../../index';
import { LoadError } from '../load-error';
import { SafeHtml } from '../safe-html';
import type { NotFoundComponent } from '../screen-parts';

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
        <ul>
          {tree.map((category) => (
            <li key={category.id}>
              <LocalizedLink to={`/catalog/${category.slug}`}>{category.name}</LocalizedLink>
              <ul>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <LocalizedLink to={`/subcategory/${child.slug}`}>{child.name}</LocalizedLink>
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

  /** /collection/{slug}: title, description and grid; no slug: every collection. */
  const CollectionPage = observer(function CollectionPage() {
    const { t } = useTranslation();
    const { param } = useParams();
    const { collections } = useStores();
    const { state, reload } = useRouteData(() => collections.load(), 'collections');
    if (state === 'error') return <LoadError onRetry={reload} />;
    if (state === 'loading') return <Skeleton height={400} />;
    if (!param) {
      return (
        <>
          <h1>{t('catalog.title')}</h1>
          <ul>
            {collections.visible.map((c) => (
              <li key={c.id}>
                <LocalizedLink to={`/collection/${c.slug}`}>{c.title}</LocalizedLink>
              </li>
            ))}
          </ul>
        </>
      );
    }
    const collection = collections.bySlug(param);
    if (!collection) return <NotFoundPage />;
    return (
      <>
        <h1>{collection.title}</h1>
        <p>{htmlToText(collection.description)}</p>
        <ProductGrid drugs={collection.drugs} label={collection.title} />
      </>
    );
  });

  /** /sale/{id}: a sale's text, period and products; no id: every sale. */
  const SalePage = observer(function SalePage() {
    const { t } = useTranslation();
    const { param } = useParams();
    const { sales } = useStores();
    const id = Number(param);
    const { state, reload } = useRouteData(() => (param ? sales.select(id) : sales.load()), param ?? 'all');
    if (state === 'error') return <LoadError onRetry={reload} />;
    if (state === 'loading') return <Skeleton height={400} />;
    if (!param) {
      return (
        <>
          <h1>{t('sales.all')}</h1>
          {sales.list.length === 0 && <EmptyState title={t('sales.empty')} />}
          <ul>
            {sales.list.map((sale) => (
              <li key={sale.id}>
                <LocalizedLink to={`/sale/${sale.id}`}>{sale.title}</LocalizedLink>
              </li>
            ))}
          </ul>
        </>
      );
    }
    const sale = sales.selected?.id === id ? sales.selected : null;
    if (!sale) return <NotFoundPage />;
    return (
      <>
        <h1>{sale.title}</h1>
        <p>{t('sales.period', { start: formatDate(sale.start_date), end: formatDate(sale.end_date) })}</p>
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
    const [target, setTarget] = useState<DrugDto | null | false | undefined>(undefined);
    useEffect(() => {
      if (!param) return;
      void api.getDrug(Number(param)).then(setTarget);
    }, [param, api]);
    if (!param || target === null) return <NotFoundPage product />;
    if (target === false) return <LoadError onRetry={() => setTarget(undefined)} />;
    if (target === undefined) return <Skeleton height={400} />;
    return <Navigate replace to={localizePath(`/product/${target.slug}`, locale.code)} />;
  });

  /** /catalog-by-id?id=N: resolves the category id and goes to its page. */
  const CatalogByIdPage = observer(function CatalogByIdPage() {
    const [params] = useSearchParams();
    const { categories, locale } = useStores();
    const id = Number(params.get('id'));
    const valid = Number.isInteger(id) && id > 0;
    const [slug, setSlug] = useState<string | null | undefined>(undefined);
    useEffect(() => {
      if (valid) void categories.select(id).then((category) => setSlug(category ? category.slug : null));
    }, [valid, id, categories]);
    if (!valid || slug === null) return <NotFoundPage />;
    if (slug === undefined) return <Skeleton height={400} />;
    return <Navigate replace to={localizePath(`/catalog/${slug}`, locale.code)} />;
  });

  return { CategoriesPage, CatalogHomePage, CollectionPage, SalePage, CodePage, CatalogByIdPage };
}
