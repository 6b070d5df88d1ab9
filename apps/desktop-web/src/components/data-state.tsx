import { EmptyState } from '@gopharm/ui-kit';
import type { ReactNode } from 'react';

// The section-failed-to-load state is shared with mobile.
export { LoadError } from '@gopharm/shell/screens/load-error';

/** Nothing to show, with an optional way on. */
export function Empty({ title, text, actions }: { title: string; text?: string; actions?: ReactNode }) {
  return <EmptyState title={title} text={text} actions={actions} />;
}
