import { NotFoundScreen } from '@gopharm/shell';

export function NotFoundPage({ product }: { product?: boolean }) {
  return <NotFoundScreen product={product} />;
}
