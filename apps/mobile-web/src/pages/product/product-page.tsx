import { Skeleton } from '@gopharm/ui-kit';
import { createProductScreen } from '@gopharm/shell/screens/product';
import { ProductRow } from '../../components/product-grid';
import styles from './product-page.module.css';

/** The picture above the name, price and button, as the page's final shape. */
function ProductSkeleton() {
  return (
    <div className={styles.page}>
      <Skeleton width="100%" height={320} />
      <Skeleton width="80%" height={28} />
      <Skeleton width="40%" height={28} />
      <Skeleton width="100%" height={48} />
    </div>
  );
}

// The page is shared with the desktop; here everything stands in one column and the rows scroll sideways.
export const { ProductPage } = createProductScreen({
  styles,
  gallerySize: 320,
  fullWidthButton: true,
  ProductRow,
  Skeleton: ProductSkeleton,
});
