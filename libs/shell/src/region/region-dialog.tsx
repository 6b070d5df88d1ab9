import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../stores-context';

// The dialog's code (and the modal's) loads when a shopper first opens it, not with every page.
const Panel = lazy(() =>
  import('./region-dialog-panel').then((module) => ({ default: module.RegionDialogPanel })),
);

/** The region dialog, while it is open (spec, section 2). */
export const RegionDialog = observer(function RegionDialog() {
  const { region } = useStores();
  if (!region.dialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
});
