import { createListScreens } from '@gopharm/shell/screens/lists';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-grid';

// Shared with the other app; this one gives them its grids and its catalogue.
export const { FavoritesPage, RecentlySeenPage } = createListScreens({
  ProductGrid,
  ProductGridSkeleton,
  catalogPath: '/catalog',
});
