import type { CategoryDetailDto } from '@gopharm/api-client';
import { Breadcrumbs, Chips, Skeleton, type ChipItem } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import {
  CategoryGrid,
  NotFoundScreen,
  ServerErrorScreen,
  sharedDataKeys,
  useCategoryTree,
  useLoad,
  useStores,
} from '../../index';
import { LoadError } from '../load-error';
import { crumbsDownTo } from '../product/category-crumbs';
import type { ListingComponent } from '../screen-parts';

/**
 * How an app lays the catalogue out. The page is one in both apps (what it loads and shows, its breadcrumb and
 * links); the app gives the listing's layout (the desktop's filter column, the phone's sheets) and the tiles'
 * columns.
 */
export interface CatalogLayout {
  Listing: ListingComponent;
  /** Columns of the catalogue root's category tiles. */
  rootColumns: number;
  /** The subcategory chips scroll sideways always (a phone), or only when the window is narrow. */
  chipScroll: true | 'when-narrow';
}

/** A subcategory chip: a category with subcategories of its own opens as one, a leaf as /subcategory (spec). */
const subcategoryChip = (child: { id: number; name: string; slug: string; hasChildren: boolean }): ChipItem => ({
  id: child.id,
  label: child.name,
  href: `/${child.hasChildren ? 'catalog' : 'subcategory'}/${child.slug}`,
});

export function createCatalogScreen({ Listing, rootColumns, chipScroll }: CatalogLayout) {
  /** The subcategories of the current category, in the current language from the tree (its own list meanwhile). */
  const SubcategoryChips = observer(function SubcategoryChips({ category }: { category: CategoryDetailDto }) {
    const { t } = useTranslation();
    const { tree } = useCategoryTree();
    type Node = (typeof tree)[number];
    const find = (nodes: Node[]): Node | undefined => {
      for (const node of nodes) {
        if (node.id === category.id) return node;
        const found = find(node.children);
        if (found) return found;
      }
      return undefined;
    };
    const node = find(tree);
    const children = node
      ? node.children.map((c) => ({ ...c, hasChildren: c.children.length > 0 }))
      : category.childs.map((c) => ({ ...c, hasChildren: c.childs.length > 0 }));
    if (children.length === 0) return null;
    return <Chips scroll={chipScroll} label={t('catalog.subcategories')} items={children.map(subcategoryChip)} />;
  });

  /** One category: breadcrumb, name, subcategory chips and its listing, which loads beside the category. */
  const CategoryView = observer(function CategoryView({ slug }: { slug: string }) {
    const { t } = useTranslation();
    const { categories, locale } = useStores();
    // The server's load keeps the category under the same key (shared-route-loads.ts): hydrating, no fetch.
    const category = useLoad(sharedDataKeys.category(locale.code, slug), () => categories.loadCategory(slug));
    if (category.state === 'error') {
      // As the product page: a lost connection says so with a retry; any other failure is the server-error page.
      return category.offline ? <LoadError offline onRetry={category.reload} /> : <ServerErrorScreen />;
    }
    if (category.state === 'loaded' && category.data === null) return <NotFoundScreen />;
    const current = category.data;
    return (
      <>
        {current ? (
          <>
            <Breadcrumbs
              label={t('catalog.breadcrumbs')}
              items={crumbsDownTo(current.parent, current.name, t('catalog.breadcrumbHome'))}
            />
            <h1>{current.name}</h1>
            <SubcategoryChips category={current} />
          </>
        ) : (
          <Skeleton width="70%" height={36} />
        )}
        <Listing scope={{ category: slug }} label={current?.name ?? t('catalog.title')} />
      </>
    );
  });

  /** /catalog/{slug} and /subcategory/{slug}; no slug: the catalogue root, every top-level category. */
  function CatalogPage() {
    const { t } = useTranslation();
    const { param } = useParams();
    if (param) return <CategoryView key={param} slug={param} />;
    return (
      <>
        <h1>{t('catalog.title')}</h1>
        <CategoryGrid columns={rootColumns} />
      </>
    );
  }

  return { CatalogPage };
}
