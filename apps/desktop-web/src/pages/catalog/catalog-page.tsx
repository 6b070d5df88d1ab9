import { createCatalogScreen } from '@gopharm/shell/screens/catalog';
import { DrugListing } from '../../components/listing';

// The page is shared with the phone; here the filters stand in a column beside the grid.
export const { CatalogPage } = createCatalogScreen({
  Listing: DrugListing,
  rootColumns: 4,
  chipScroll: 'when-narrow',
});
