import type { DrugDetailDto } from '@gopharm/api-client';
import { PRODUCT_NOT_FOUND } from '@gopharm/domain';
import { formatMoney } from '@gopharm/i18n';
import { AddToCart, Breadcrumbs, FavouriteToggle, Price } from '@gopharm/ui-kit';
import { isBuyable, SHOP_HOURS } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import {
  LocalizedLink,
  NotFoundScreen,
  RecentlySeenSection,
  ServerErrorScreen,
  productData,
  useData,
  useDocumentTitle,
  useProductCardLabels,
  useStores,
} from '../../index';
import { LoadError } from '../load-error';
import type { ProductRowComponent } from '../screen-parts';
import { productCrumbs } from './category-crumbs';
import { ComparisonRows } from './comparison-rows';
import { MinimumOrderNote } from './minimum-order-note';
import { PrescriptionNote } from './prescription-note';
import { ProductAbout, substanceLabelKey } from './product-about';
import { ProductGallery } from './product-gallery';
import { StockLine } from './stock-line';
import { UnitPriceLine } from './unit-price-line';

/**
 * How an app lays the product page out. The page is one and the same in both apps (what it shows, in which
 * order, its labels, how it loads); the app gives its class names, picture size and rows of cards.
 */
export interface ProductLayout {
  /**
   * The app's CSS module: `layout` holds `gallery` and `info` side by side or one above the other; the others are
   * `page`, `buyBox`, `buy`, `facts`, `delivery`, `about` and `aboutText` (a class the app leaves out is none).
   */
  styles: Readonly<Record<string, string>>;
  /** The picture's width and height in CSS pixels. */
  gallerySize: number;
  priceSize?: 'medium' | 'large';
  /** The add button as wide as the buy box (a phone's thumb). */
  fullWidthButton?: boolean;
  ProductRow: ProductRowComponent;
  /** Shown while the drug loads: the page's final shape, so nothing jumps. */
  Skeleton: ComponentType;
}

/** The drug's facts: those the API gives, each a name and a value. */
function ProductFacts({ drug, className }: { drug: DrugDetailDto; className: string }) {
  const { t } = useTranslation();
  const facts: [string, string | undefined][] = [
    [t('product.manufacturer'), drug.manufacturer?.name],
    [t('product.country'), drug.manufacturer?.country],
    [t('product.releaseForm'), drug.release_form],
  ];
  const substance = drug.international_name?.name;
  return (
    <dl className={className}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {substance && (
        <div>
          <dt>{t(substanceLabelKey(drug))}</dt>
          <dd>
            {/* The substance's analogues: a search for it. */}
            <LocalizedLink to={`/search?q=${encodeURIComponent(substance)}`}>{substance}</LocalizedLink>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** /product/{slug}: the drug with price, counter, favourite, facts, delivery, instruction and analogues. */
export function createProductScreen(layout: ProductLayout) {
  const { styles, ProductRow, Skeleton } = layout;

  const ProductView = observer(function ProductView({ drug }: { drug: DrugDetailDto }) {
    const { t } = useTranslation();
    const { newOrder, favorites, userLastDrugs, locale, ready } = useStores();
    const labels = useProductCardLabels();
    // The tab names the drug, as the server's head does (the route's "Товар" would replace it as the app starts).
    useDocumentTitle(drug.name);
    useEffect(() => {
      // After the stored list is read (a hydrated page reads storage just after), so the visit is not overwritten.
      void ready.then(() => userLastDrugs.add(drug));
    }, [drug, userLastDrugs, ready]);
    const available = isBuyable(drug);
    return (
      <article className={styles.page} aria-labelledby="product-title">
        <Breadcrumbs
          label={t('catalog.breadcrumbs')}
          items={productCrumbs(drug, t('catalog.breadcrumbHome'))}
        />
        <div className={styles.layout}>
          <div className={styles.gallery}>
            <ProductGallery drug={drug} size={layout.gallerySize} />
          </div>
          <div className={styles.info}>
            <h1 id="product-title">{drug.name}</h1>
            {drug.is_recept && <PrescriptionNote />}
            <section className={styles.buyBox} aria-label={t('product.price')}>
              <div className={styles.buy}>
                <Price value={formatMoney(drug.price, locale.code)} size={layout.priceSize} />
                <FavouriteToggle
                  pressed={favorites.has(drug.id)}
                  onToggle={() => favorites.toggle(drug)}
                  // One name in both states (ui-kit): aria-pressed tells whether it is a favourite.
                  label={t('product.favoriteAdd')}
                />
              </div>
              <UnitPriceLine unitPrice={drug.unit_price} />
              <AddToCart
                quantity={newOrder.quantityOf(drug.id)}
                max={drug.max_count}
                available={available}
                onChange={(quantity) => newOrder.setQuantity(drug, quantity)}
                fullWidth={layout.fullWidthButton}
                labels={{
                  ...labels,
                  group: drug.name,
                  maxReached: t('product.maxReached', { count: drug.max_count }),
                }}
              />
            </section>
            <StockLine drug={drug} />
            {available && <MinimumOrderNote drug={drug} />}
            <ProductFacts drug={drug} className={styles.facts} />
            <section aria-labelledby="product-delivery" className={styles.delivery}>
              <h2 id="product-delivery">{t('product.deliveryTitle')}</h2>
              <ul>
                <li>{t('product.expressDelivery', SHOP_HOURS)}</li>
                <li>{t('product.standardDelivery')}</li>
                <li>{t('product.pickupInfo')}</li>
              </ul>
            </section>
          </div>
        </div>
        <ProductAbout drug={drug} className={styles.about} contentClassName={styles.aboutText} />
        <ComparisonRows drug={drug}>
          {(drugs, label, perUnit) => <ProductRow drugs={drugs} label={label} perUnit={perUnit} />}
        </ComparisonRows>
        <RecentlySeenSection exclude={drug.id}>
          {(drugs, label) => <ProductRow drugs={drugs} label={label} />}
        </RecentlySeenSection>
      </article>
    );
  });

  const ProductPage = observer(function ProductPage() {
    // The server's load keeps the drug under its key (route-data.ts): hydrating, nothing is fetched.
    const drug = useData(productData, { quiet: true });
    if (drug.state === 'error') {
      // Spec: a "Network Error" shows no error page (a retry here); any other failure the server-error page.
      // It says so in the network notice's words, in place of the drug (a toast from here moved the page).
      return drug.offline ? <LoadError offline onRetry={drug.reload} /> : <ServerErrorScreen />;
    }
    if (drug.state === 'loading') return <Skeleton />;
    if (drug.data === PRODUCT_NOT_FOUND) return <NotFoundScreen product />;
    return <ProductView key={drug.data.id} drug={drug.data} />;
  });

  return { ProductPage };
}
