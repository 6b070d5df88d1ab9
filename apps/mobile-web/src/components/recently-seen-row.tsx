import { useStores } from '@gopharm/shell';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from './product-grid';
import { useLoad } from './use-load';

/** "Вы недавно смотрели": the local list refreshed from v1/drugs?ids= (prices and stock change). */
export const RecentlySeenRow = observer(function RecentlySeenRow({ exclude }: { exclude?: number }) {
  const { t } = useTranslation();
  const { userLastDrugs, api, locale } = useStores();
  const ids = userLastDrugs.items.map((item) => item.id).filter((id) => id !== exclude);
  const drugs = useLoad(`${locale.code}:${ids.join(',')}`, async () => {
    if (ids.length === 0) return [];
    const page = await api.getDrugs({ ids, per_page: ids.length });
    return page === false ? false : page.results;
  });
  if (ids.length === 0 || drugs.state !== 'loaded' || drugs.data.length === 0) return null;
  return (
    <section aria-labelledby="recently-seen">
      <h2 id="recently-seen">{t('home.recentlySeen')}</h2>
      <ProductGrid drugs={drugs.data} label={t('home.recentlySeen')} layout="row" eager={0} />
    </section>
  );
});
