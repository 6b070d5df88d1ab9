import { NotFoundScreen } from '@gopharm/shell';

/** The not-found screen, the same as desktop's (the category tree already hides 706 and 708). */
export function NotFoundPage({ product }: { product?: boolean }) {
  return <NotFoundScreen product={product} />;
}
