import { createSearchScreen } from '@gopharm/shell/screens/search';
import { DrugListing } from '../../components/drug-listing';
import { ProductRow } from '../../components/product-grid';

// The page is shared with the desktop; here sort and filters open in bottom sheets.
export const { SearchPage } = createSearchScreen({ Listing: DrugListing, ProductRow });
