import type { Category } from '@gopharm/domain';
import { Breadcrumbs, Chips, Skeleton, type ChipItem } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import {
  CategoryGrid,
  NotFoundScreen,
  ServerErrorScreen,
  categoryData,
  useCategoryTree,
  useData,
  useDocumentTitle,
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
const subcategoryChip = (child: {
  id: number;
  name: string;
  slug: string;
  hasChildren: boolean;
}): ChipItem => ({
  id: child.id,
  label: child.name,
  href: `/${child.hasChildren ? 'catalog' : 'subcategory'}/${child.slug}`,
});

/** A category of the loaded tree and its parents, the top one first; none when the tree does not hold it. */
function pathInTree(tree: Category[], slug: string): Category[] | null {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = pathInTree(node.children, slug);
    if (below) return [node, ...below];
  }
  return null;
}

/** What the page shows of a category: from the tree when it holds it (at once), else from its own answer. */
interface Shown {
  name: string;
  crumbs: { label: string; href?: string }[];
  children: Array<{ id: number; name: string; slug: string; hasChildren: boolean }>;
}

export function createCatalogScreen({ Listing, rootColumns, chipScroll }: CatalogLayout) {
  /** One category: breadcrumb, name, subcategory chips and its listing, which loads beside the category. */
  const CategoryView = observer(function CategoryView({ slug }: { slug: string }) {
    const { t } = useTranslation();
    const { tree } = useCategoryTree();
    const home = t('catalog.breadcrumbHome');
    // The tree (loaded with every catalogue page, and kept) names the category and its parents and children at
    // once: coming Back to a listing, the part above the grid is whole at its first render, so the window returns
    // to the same place. The category's own answer covers one the tree does not hold, and says it exists.
    const path = pathInTree(tree, slug);
    // The server's load keeps the category under its key (route-data.ts): hydrating, no fetch. A lost
    // connection is said in place, as the product page does.
    const category = useData(categoryData, { quiet: true });
    // The tab says the category, as the server's head does (the route's "Каталог" only while it is unknown).
    useDocumentTitle(path ? path[path.length - 1].name : category.data?.name);
    if (category.state === 'error' && !path) {
      // As the product page: a lost connection says so with a retry; any other failure is the server-error page.
      return category.offline ? <LoadError offline onRetry={category.reload} /> : <ServerErrorScreen />;
    }
    if (category.state === 'loaded' && category.data === null) return <NotFoundScreen />;
    let shown: Shown | null = null;
    if (path) {
      const node = path[path.length - 1];
      shown = {
        name: node.name,
        crumbs: [
          { label: home, href: '/' },
          ...path.slice(0, -1).map((c) => ({ label: c.name, href: `/catalog/${c.slug}` })),
          { label: node.name },
        ],
        children: node.children.map((c) => ({ ...c, hasChildren: c.children.length > 0 })),
      };
    } else if (category.data) {
      const current = category.data;
      shown = {
        name: current.name,
        crumbs: crumbsDownTo(current.parent, current.name, home),
        children: current.childs.map((c) => ({ ...c, hasChildren: c.childs.length > 0 })),
      };
    }
    return (
      <>
        {shown ? (
          <>
            <Breadcrumbs label={t('catalog.breadcrumbs')} items={shown.crumbs} />
            <h1>{shown.name}</h1>
            {shown.children.length > 0 && (
              <Chips
                scroll={chipScroll}
                label={t('catalog.subcategories')}
                items={shown.children.map(subcategoryChip)}
              />
            )}
          </>
        ) : (
          <Skeleton width="70%" height={36} />
        )}
        <Listing scope={{ category: slug }} label={shown?.name ?? t('catalog.title')} />
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
