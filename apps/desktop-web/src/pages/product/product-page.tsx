import type { DrugDetailDto } from '@gopharm/api-client';
import { PRODUCT_NOT_FOUND } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import {
  LocalizedLink,
  NotFoundScreen,
  RecentlySeenSection,
  ServerErrorScreen,
  useProductCardLabels,
  useRouteData,
  useStores,
} from '@gopharm/shell';
import { AddToCart, Breadcrumbs, FavouriteToggle, Price, Skeleton } from '@gopharm/ui-kit';
import { isBuyable } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  ComparisonRows,
  MinimumOrderNote,
  PrescriptionNote,
  ProductAbout,
  ProductGallery,
  productCrumbs,
  StockLine,
  substanceLabelKey,
  UnitPriceLine,
} from '@gopharm/shell/screens/product';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ProductGrid } from '../../components/product-grid';
import { LoadError } from '../../components/data-state';
import styles from './product-page.module.css';

function ProductSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <Skeleton width={400} height={400} />
      <div className={styles.info}>
        <Skeleton height={36} />
        <Skeleton height={20} width="60%" />
        <Skeleton height={120} />
      </div>
    </div>
  );
}

const ProductView = observer(function ProductView({ drug }: { drug: DrugDetailDto }) {
  const { t } = useTranslation();
  const { newOrder, favorites, userLastDrugs, locale } = useStores();
  const labels = useProductCardLabels();
  const { ready } = useStores();
  useEffect(() => {
    // After the stored list is read (a hydrated page reads storage just after), so the visit is not overwritten.
    void ready.then(() => userLastDrugs.add(drug));
  }, [drug, userLastDrugs, ready]);
  return (
    <article aria-labelledby="product-title">
      <Breadcrumbs label={t('catalog.title')} items={productCrumbs(drug, t('catalog.breadcrumbHome'))} />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ProductGallery drug={drug} size={400} />
        </div>
        <div className={styles.info}>
          <h1 id="product-title">{drug.name}</h1>
          <dl className={styles.facts}>
            <dt>{t('product.manufacturer')}</dt>
            <dd>{drug.manufacturer.name}</dd>
            <dt>{t('product.country')}</dt>
            <dd>{drug.manufacturer.country}</dd>
            <dt>{t(substanceLabelKey(drug))}</dt>
            <dd>
              <LocalizedLink to={`/search?q=${encodeURIComponent(drug.international_name.name)}`}>
                {drug.international_name.name}
              </LocalizedLink>
            </dd>
            <dt>{t('product.releaseForm')}</dt>
            <dd>{drug.release_form}</dd>
          </dl>
          {drug.is_recept && <PrescriptionNote />}
          <div className={styles.buy}>
            <Price value={formatMoney(drug.price, locale.code)} size="large" />
            <AddToCart
              quantity={newOrder.quantityOf(drug.id)}
              max={drug.max_count}
              available={isBuyable(drug)}
              onChange={(qty) => newOrder.setQuantity(drug, qty)}
              labels={{
                ...labels,
                group: drug.name,
                maxReached: t('product.maxReached', { count: drug.max_count }),
              }}
            />
            <FavouriteToggle
              pressed={favorites.has(drug.id)}
              onToggle={() => favorites.toggle(drug)}
              label={t('product.favoriteAdd')}
            />
          </div>
          <UnitPriceLine unitPrice={drug.unit_price} />
          <StockLine drug={drug} />
          {isBuyable(drug) && <MinimumOrderNote drug={drug} />}
          <section aria-labelledby="product-delivery" className={styles.delivery}>
            <h2 id="product-delivery">{t('product.deliveryTitle')}</h2>
            <p>{t('product.expressDelivery')}</p>
            <p>{t('product.standardDelivery')}</p>
            <p>{t('product.pickupInfo')}</p>
          </section>
        </div>
      </div>
      <ProductAbout drug={drug} className={styles.instruction} contentClassName={styles.html} />
      <ComparisonRows drug={drug}>
        {(drugs, label, perUnit) => <ProductGrid drugs={drugs} label={label} row perUnit={perUnit} />}
      </ComparisonRows>
      <RecentlySeenSection exclude={drug.id}>
        {(drugs, label) => <ProductGrid drugs={drugs} label={label} row />}
      </RecentlySeenSection>
    </article>
  );
});

/** /product/{slug}: the drug, or the not-found screen with "The drug … was deleted or did not exist". */
export const ProductPage = observer(function ProductPage() {
  const { param } = useParams();
  const { drugs, locale, region } = useStores();
  const { state, offline, reload } = useRouteData(
    () => drugs.loadDrug(param),
    `${param}:${locale.code}:${region.effectiveId}`,
  );
  const selected = drugs.selected;
  if (state === 'error') return offline ? <LoadError onRetry={reload} /> : <ServerErrorScreen />;
  if (state === 'loading' || selected === null) return <ProductSkeleton />;
  if (selected === PRODUCT_NOT_FOUND) return <NotFoundScreen product />;
  return <ProductView key={selected.id} drug={selected} />;
});
