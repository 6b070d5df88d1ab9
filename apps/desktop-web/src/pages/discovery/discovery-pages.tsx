import { NotFoundScreen } from '@gopharm/shell';
import { createDiscoveryScreens } from '@gopharm/shell/screens/discovery';
import { ProductGrid } from '../../components/product-grid';

// Shared with the other app; this one gives them its product grid and not-found screen.
export const { CategoriesPage, CatalogHomePage, CollectionPage, SalePage, CodePage, CatalogByIdPage } =
  createDiscoveryScreens({ ProductGrid, NotFoundPage: NotFoundScreen });
