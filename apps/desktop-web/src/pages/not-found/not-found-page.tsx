import { NotFoundScreen } from '@gopharm/shell';

export function NotFoundPage() {
  return <NotFoundScreen />;
}
