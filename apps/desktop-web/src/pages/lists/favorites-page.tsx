import { useRouteData, useStores } from '@gopharm/shell';
import { ShopperPending, useShopperKnown } from '@gopharm/shell/screens/shopper-pending';
import { ButtonLink, EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/data-state';
import { ProductGrid } from '../../components/product-grid';

/** /favorites: the favourites grid, or an empty state with a way to the catalogue. */
export const FavoritesPage = observer(function FavoritesPage() {
  const { t } = useTranslation();
  const { favorites, auth } = useStores();
  const shopperKnown = useShopperKnown();
  const { state, reload } = useRouteData(() => favorites.load(), String(auth.token));
  const shown = favorites.items.filter((item) => favorites.has(item.id));
  if (!shopperKnown) return <ShopperPending title={t('favorites.title')} />;
  return (
    <>
      <h1>{t('favorites.title')}</h1>
      {state === 'error' && <LoadError onRetry={reload} />}
      {favorites.count === 0 ? (
        <EmptyState
          title={t('favorites.empty')}
          actions={<ButtonLink href="/catalog">{t('favorites.toCatalog')}</ButtonLink>}
        />
      ) : (
        <ProductGrid
          drugs={shown}
          loading={state === 'loading' && shown.length === 0}
          skeletons={Math.min(favorites.count, 8)}
          label={t('favorites.title')}
        />
      )}
    </>
  );
});
