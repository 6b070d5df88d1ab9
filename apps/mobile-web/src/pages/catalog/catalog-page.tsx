import type { CategoryDetailDto, CategoryRefDto } from '@gopharm/api-client';
import { succeeded } from '@gopharm/domain';
import { CategoryGrid, NotFoundScreen, useCategoryTree, useLoad, useStores } from '@gopharm/shell';
import { Breadcrumbs, Chips, Skeleton, type BreadcrumbItem } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DrugListing, ListingEmpty } from '../../components/drug-listing';
import { LoadError } from '../../components/load-error';

function chain(parent: CategoryRefDto | null): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  for (let node = parent; node; node = node.parent) {
    items.unshift({ label: node.name, href: `/catalog/${node.slug}` });
  }
  return items;
}

/** A category (or a leaf at /subcategory): breadcrumb, subcategory chips, sort, filters and the grid. */
export const CatalogPage = observer(function CatalogPage() {
  const { t } = useTranslation();
  const { param } = useParams();
  const { categories, locale } = useStores();
  const { tree } = useCategoryTree();
  const category = useLoad<CategoryDetailDto | null>(`${locale.code}:${param ?? ''}`, async () =>
    param ? categories.select(param) : succeeded(null),
  );

  // No slug: the catalogue root.
  if (!param) {
    return (
      <>
        <h1>{t('catalog.title')}</h1>
        <CategoryGrid columns={2} />
      </>
    );
  }
  if (category.state === 'error') return <LoadError onRetry={category.reload} />;
  if (category.state === 'loading') return <Skeleton width="70%" height={28} />;
  if (category.data === null) return <NotFoundScreen />;
  const current = category.data;
  const children = tree.length
    ? findChildren(tree, current.id)
    : current.childs.map((child) => ({ id: child.id, name: child.name, slug: child.slug }));
  return (
    <>
      <Breadcrumbs
        label={t('catalog.breadcrumbs')}
        items={[
          { label: t('catalog.breadcrumbHome'), href: '/' },
          ...chain(current.parent),
          { label: current.name },
        ]}
      />
      <h1>{current.name}</h1>
      <Chips
        scroll
        label={t('catalog.subcategories')}
        items={children.map((child) => ({ id: child.id, label: child.name, href: `/catalog/${child.slug}` }))}
      />
      <DrugListing
        scope={{ category: current.id }}
        label={current.name}
        empty={<ListingEmpty title={t('catalog.empty')} />}
      />
    </>
  );
});

type Node = { id: number; name: string; slug: string; children: Node[] };

/** The children of a category in the loaded tree (names in the current language, sorted per spec). */
function findChildren(tree: Node[], id: number): Node[] {
  for (const node of tree) {
    if (node.id === id) return node.children;
    const found = findChildren(node.children, id);
    if (found.length) return found;
  }
  return [];
}
