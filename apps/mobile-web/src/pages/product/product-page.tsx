import type { DrugDetailDto } from '@gopharm/api-client';
import { PRODUCT_NOT_FOUND } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import { LocalizedLink, NotFoundScreen, ServerErrorScreen, useLoad, useStores } from '@gopharm/shell';
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
import { LoadError } from '../../components/load-error';
import { ProductGrid } from '../../components/product-grid';
import { RecentlySeenRow } from '../../components/recently-seen-row';
import styles from './product-page.module.css';

/** /product/{slug}: the drug with price, counter, favourite, facts, delivery, instruction and analogues. */
export const ProductPage = observer(function ProductPage() {
  const { param } = useParams();
  const { drugs, locale, region } = useStores();
  const drug = useLoad(`${locale.code}:${region.effectiveId}:${param ?? ''}`, () => drugs.loadDrug(param));

  if (drug.state === 'error') {
    // Spec: a "Network Error" shows no error page (a retry here); any other failure the server-error page.
    return drug.offline ? <LoadError onRetry={drug.reload} /> : <ServerErrorScreen />;
  }
  if (drug.state === 'loading') return <ProductSkeleton />;
  if (drug.data === PRODUCT_NOT_FOUND) return <NotFoundScreen product />;
  return <ProductView drug={drug.data} />;
});

const ProductView = observer(function ProductView({ drug }: { drug: DrugDetailDto }) {
  const { t } = useTranslation();
  const { newOrder, favorites, userLastDrugs, locale, ready } = useStores();
  useEffect(() => {
    // After the stored list is read (a hydrated page reads storage just after), so the visit is not overwritten.
    void ready.then(() => userLastDrugs.add(drug));
  }, [drug, userLastDrugs, ready]);
  const available = isBuyable(drug);
  const quantity = newOrder.quantityOf(drug.id);
  const facts: [string, string | undefined][] = [
    [t('product.manufacturer'), drug.manufacturer?.name],
    [t('product.country'), drug.manufacturer?.country],
    [t('product.releaseForm'), drug.release_form],
  ];
  return (
    <article className={styles.page}>
      <Breadcrumbs
        label={t('catalog.breadcrumbs')}
        items={productCrumbs(drug, t('catalog.breadcrumbHome'))}
      />
      <div className={styles.image}>
        <ProductGallery drug={drug} size={320} />
      </div>
      <h1 id="product-title">{drug.name}</h1>
      {drug.is_recept && <PrescriptionNote />}
      {/* The buy box: price, favourite and the counter, apart from the cards of the rows below. */}
      <section className={styles.buyBox} aria-label={t('product.price')}>
        <div className={styles.buy}>
          <Price value={formatMoney(drug.price, locale.code)} />
          <FavouriteToggle
            pressed={favorites.has(drug.id)}
            onToggle={() => favorites.toggle(drug)}
            // One name in both states (ui-kit): aria-pressed tells whether it is a favourite.
            label={t('product.favoriteAdd')}
          />
        </div>
        <UnitPriceLine unitPrice={drug.unit_price} />
        <AddToCart
          quantity={quantity}
          max={drug.max_count}
          available={available}
          onChange={(qty) => newOrder.setQuantity(drug, qty)}
          fullWidth
          labels={{
            group: drug.name,
            add: t('product.addToCart'),
            outOfStock: t('product.outOfStock'),
            increase: t('product.increase'),
            decrease: t('product.decrease'),
            quantity: t('product.quantity'),
            maxReached:
              quantity >= drug.max_count ? t('product.maxReached', { count: drug.max_count }) : undefined,
          }}
        />
      </section>
      <StockLine drug={drug} />
      {available && <MinimumOrderNote drug={drug} />}
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {drug.international_name?.name && (
          <div>
            <dt>{t(substanceLabelKey(drug))}</dt>
            <dd>
              <LocalizedLink to={`/search?q=${encodeURIComponent(drug.international_name.name)}`}>
                {drug.international_name.name}
              </LocalizedLink>
            </dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="product-delivery">
        <h2 id="product-delivery">{t('product.deliveryTitle')}</h2>
        <ul>
          <li>{t('product.expressDelivery')}</li>
          <li>{t('product.standardDelivery')}</li>
          <li>{t('product.pickupInfo')}</li>
        </ul>
      </section>
      <ProductAbout drug={drug} contentClassName={styles.instruction} />
      <ComparisonRows drug={drug}>
        {(drugs, label, perUnit) => (
          <ProductGrid drugs={drugs} label={label} layout="row" eager={0} perUnit={perUnit} />
        )}
      </ComparisonRows>
      <RecentlySeenRow exclude={drug.id} />
    </article>
  );
});

function ProductSkeleton() {
  return (
    <div className={styles.page}>
      <Skeleton width="100%" height={320} />
      <Skeleton width="80%" height={28} />
      <Skeleton width="40%" height={28} />
      <Skeleton width="100%" height={48} />
    </div>
  );
}
