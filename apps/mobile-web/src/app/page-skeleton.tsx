import { Skeleton } from '@gopharm/ui-kit';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';

/** While a screen's code arrives: a title bar and product cards of their final size. */
export function PageSkeleton() {
  return (
    <div>
      <Skeleton width="60%" height={28} />
      <ProductGridSkeleton count={4} />
    </div>
  );
}
