import { RecentlySeenSection } from '@gopharm/shell';
import { ProductGrid } from './product-grid';

/** "Вы недавно смотрели" as a row of phone cards. */
export function RecentlySeenRow({ exclude }: { exclude?: number }) {
  return (
    <RecentlySeenSection exclude={exclude}>
      {(drugs, label) => <ProductGrid drugs={drugs} label={label} layout="row" eager={0} />}
    </RecentlySeenSection>
  );
}
