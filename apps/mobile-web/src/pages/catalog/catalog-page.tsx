import { createCatalogScreen } from '@gopharm/shell/screens/catalog';
import { DrugListing } from '../../components/drug-listing';

// The page is shared with the desktop; here sort and filters open in bottom sheets and chips scroll sideways.
export const { CatalogPage } = createCatalogScreen({
  Listing: DrugListing,
  rootColumns: 2,
  chipScroll: true,
});
