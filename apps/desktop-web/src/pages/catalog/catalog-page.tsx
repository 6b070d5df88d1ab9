import type { CategoryRefDto } from '@gopharm/api-client';
import {
  CategoryGrid,
  NotFoundScreen,
  useCategoryTree,
  useDrugListing,
  useRouteData,
  useStores,
} from '@gopharm/shell';
import { Breadcrumbs, Chips, Skeleton } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ListingView } from '../../components/listing';

function chain(category: CategoryRefDto | null): CategoryRefDto[] {
  return category ? [...chain(category.parent), category] : [];
}

/** The catalogue root: every top-level category. */
function CatalogRoot() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('catalog.title')}</h1>
      <CategoryGrid columns={4} />
    </>
  );
}

const CategoryView = observer(function CategoryView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { categories, locale } = useStores();
  const { tree } = useCategoryTree();
  const lookup = useRouteData(() => categories.select(slug), `${slug}:${locale.code}`);
  const listing = useDrugListing({ category: slug });
  const category = categories.selected?.slug === slug ? categories.selected : null;
  if (lookup.state === 'loaded' && !category) return <NotFoundScreen />;
  const node =
    tree.find((top) => top.slug === slug) ?? tree.flatMap((top) => top.children).find((c) => c.slug === slug);
  const path = category ? chain(category.parent) : [];
  return (
    <>
      <Breadcrumbs
        label={t('catalog.title')}
        items={[
          { label: t('catalog.breadcrumbHome'), href: '/' },
          { label: t('catalog.title'), href: '/catalog' },
          ...path.map((item) => ({ label: item.name, href: `/catalog/${item.slug}` })),
          ...(category ? [{ label: category.name }] : []),
        ]}
      />
      {category ? <h1>{category.name}</h1> : <Skeleton width={320} height={36} />}
      {node && node.children.length > 0 && (
        <Chips
          scroll="when-narrow"
          label={t('catalog.subcategories')}
          items={node.children.map((child) => ({
            id: child.id,
            label: child.name,
            href: `/subcategory/${child.slug}`,
          }))}
        />
      )}
      <ListingView listing={listing} label={category?.name ?? t('catalog.title')} />
    </>
  );
});

/** /catalog/{slug} and /subcategory/{slug}: breadcrumb, subcategory chips, facets and grid; no slug: the root. */
export function CatalogPage() {
  const { param } = useParams();
  return param ? <CategoryView key={param} slug={param} /> : <CatalogRoot />;
}
