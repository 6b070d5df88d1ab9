import { useStores } from '@gopharm/shell';
import { ShopperPending, useShopperKnown } from '@gopharm/shell/screens/shopper-pending';
import { ButtonLink } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DrugsByIds } from '../../components/drugs-by-ids';

/** The shopper's favourites; empty state with a link to the catalogue. */
export const FavoritesPage = observer(function FavoritesPage() {
  const { t } = useTranslation();
  const { favorites } = useStores();
  const shopperKnown = useShopperKnown();
  if (!shopperKnown) return <ShopperPending title={t('favorites.title')} />;
  return (
    <>
      <h1>{t('favorites.title')}</h1>
      <DrugsByIds
        ids={favorites.ids}
        label={t('favorites.title')}
        empty={{
          title: t('favorites.empty'),
          action: <ButtonLink href="/catalog-home">{t('favorites.toCatalog')}</ButtonLink>,
        }}
      />
    </>
  );
});
