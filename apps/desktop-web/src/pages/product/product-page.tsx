import { Skeleton } from '@gopharm/ui-kit';
import { createProductScreen } from '@gopharm/shell/screens/product';
import { ProductRow } from '../../components/product-grid';
import styles from './product-page.module.css';

/** The picture beside the facts, as the page's final shape. */
function ProductSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <Skeleton width={400} height={400} />
      <div className={styles.info}>
        <Skeleton height={36} />
        <Skeleton height={20} width="60%" />
        <Skeleton height={120} />
      </div>
    </div>
  );
}

// The page is shared with the phone; here the picture stands beside the facts and the rows are the grid's.
export const { ProductPage } = createProductScreen({
  styles,
  gallerySize: 400,
  priceSize: 'large',
  ProductRow,
  Skeleton: ProductSkeleton,
});
