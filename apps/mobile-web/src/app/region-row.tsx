import { useStores } from '@gopharm/shell';
import { RegionLabel } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

/** The chosen region under the page title; tapping it opens the region dialog (a guest goes to /auth). */
export const RegionRow = observer(function RegionRow() {
  const { t } = useTranslation();
  const { region } = useStores();
  return (
    <RegionLabel
      name={region.displayName}
      fallback={t('header.yourLocation')}
      label={t('region.title')}
      onClick={() => region.openDialog()}
    />
  );
});
