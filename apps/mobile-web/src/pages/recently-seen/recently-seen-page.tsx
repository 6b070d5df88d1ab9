import { useStores } from '@gopharm/shell';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DrugsByIds } from '../../components/drugs-by-ids';

/** Recently viewed drugs, newest first (the local list refreshed from v1/drugs?ids=). */
export const RecentlySeenPage = observer(function RecentlySeenPage() {
  const { t } = useTranslation();
  const { userLastDrugs } = useStores();
  return (
    <>
      <h1>{t('recent.title')}</h1>
      <DrugsByIds
        ids={userLastDrugs.items.map((item) => item.id)}
        label={t('recent.title')}
        empty={{ title: t('recent.empty') }}
      />
    </>
  );
});
