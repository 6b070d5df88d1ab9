import { ButtonLink, EmptyState } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useData, useDrugsByIds, useStores } from '../../index';
import type { ProductGridComponent } from '../discovery';
import { LoadError } from '../load-error';
import { ShopperPending, useShopperKnown } from '../shopper-pending';

/** An app's loading grid: skeleton cards of the final size. */
export type ProductGridSkeletonComponent = ComponentType<{ count: number }>;

/** Skeleton cards at most: about a screenful on either app. */
const MOST_SKELETONS = 8;

/**
 * The shopper's lists kept by id (favourites, recently seen) with one set of rules for both apps: the app gives
 * its product grid, its loading grid and where its catalogue starts.
 */
export function createListScreens({
  ProductGrid,
  ProductGridSkeleton,
  catalogPath,
}: {
  ProductGrid: ProductGridComponent;
  ProductGridSkeleton: ProductGridSkeletonComponent;
  /** The catalogue's first page in this app (the phone's Categories tab, the desktop's catalogue). */
  catalogPath: string;
}) {
  function ToCatalog({ title }: { title: string }) {
    const { t } = useTranslation();
    return (
      <EmptyState
        title={title}
        actions={<ButtonLink href={catalogPath}>{t('favorites.toCatalog')}</ButtonLink>}
      />
    );
  }

  /**
   * /favorites: a signed-in shopper's list is the server's (kept from every device, reloaded on each visit), a
   * guest's the device's, fresh from the API; a drug unmarked here leaves the grid at once.
   */
  const FavoritesPage = observer(function FavoritesPage() {
    const { t } = useTranslation();
    const { favorites, auth, region } = useStores();
    const shopperKnown = useShopperKnown();
    const { state, reload } = useData(
      {
        key: () => `favorites:${region.effectiveId}:${String(auth.token)}`,
        load: () => favorites.load(),
      },
      { quiet: true },
    );
    if (!shopperKnown) return <ShopperPending title={t('favorites.title')} />;
    const shown = favorites.items.filter((item) => favorites.has(item.id));
    return (
      <>
        <h1>{t('favorites.title')}</h1>
        {state === 'error' && <LoadError onRetry={reload} />}
        {shown.length > 0 ? (
          <ProductGrid drugs={shown} label={t('favorites.title')} />
        ) : state === 'loading' && favorites.count > 0 ? (
          <ProductGridSkeleton count={Math.min(favorites.count, MOST_SKELETONS)} />
        ) : (
          state !== 'error' && <ToCatalog title={t('favorites.empty')} />
        )}
      </>
    );
  });

  /** /recently-seen: the device's list of viewed drugs, newest first, fresh from the API (price and stock). */
  const RecentlySeenPage = observer(function RecentlySeenPage() {
    const { t } = useTranslation();
    const { userLastDrugs } = useStores();
    const ids = userLastDrugs.items.map((item) => item.id);
    const fresh = useDrugsByIds(ids);
    const shown = fresh.data ?? [];
    return (
      <>
        <h1>{t('recent.title')}</h1>
        {fresh.state === 'error' && <LoadError onRetry={fresh.reload} />}
        {shown.length > 0 ? (
          <ProductGrid drugs={shown} label={t('recent.title')} />
        ) : fresh.state === 'loading' && ids.length > 0 ? (
          <ProductGridSkeleton count={Math.min(ids.length, MOST_SKELETONS)} />
        ) : (
          fresh.state !== 'error' && <ToCatalog title={t('recent.empty')} />
        )}
      </>
    );
  });

  return { FavoritesPage, RecentlySeenPage };
}
