import { createSearchScreen } from '@gopharm/shell/screens/search';
import { DrugListing } from '../../components/listing';
import { ProductRow } from '../../components/product-grid';

// The page is shared with the phone; here the filters stand in a column beside the grid.
export const { SearchPage } = createSearchScreen({ Listing: DrugListing, ProductRow });
