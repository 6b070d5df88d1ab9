import { collectionsOf, drugsOf } from '@gopharm/domain';
import {
  CategoryGrid,
  homeData,
  LocalizedLink,
  RecentlySeenSection,
  useData,
  useStores,
} from '@gopharm/shell';
import { AppStoreLinks } from '@gopharm/shell/screens/footer';
import { SalesCarousel } from '@gopharm/shell/screens/sales';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RegionRow } from '../../app/region-row';
import { LoadError } from '@gopharm/shell/screens/load-error';
import { ProductGrid, ProductGridSkeleton, ProductRow } from '../../components/product-grid';
import styles from './home-page.module.css';

/** Home: collections as rows, popular products, categories, recently seen and the marketing claims. */
export const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const stores = useStores();
  const drugs = drugsOf(stores);
  const collections = collectionsOf(stores);
  const home = useData(homeData);

  return (
    <>
      <h1>{t('home.heading')}</h1>
      <RegionRow />
      <SalesCarousel />
      <ul className={styles.claims} aria-label={t('marketing.appTitle')}>
        <li>{t('marketing.customers')}</li>
        <li>{t('marketing.items')}</li>
        <li>
          <strong>{t('marketing.timeSaved')}</strong> {t('marketing.timeSavedText')}
        </li>
      </ul>
      {collections.visible.map((collection) => (
        <section key={collection.id} aria-labelledby={`collection-${collection.id}`}>
          <h2 id={`collection-${collection.id}`}>
            {/* The whole collection, as desktop's heading leads to it; a finger's height to tap. */}
            <LocalizedLink className={styles.headingLink} to={`/collection/${collection.slug}`}>
              {collection.title}
            </LocalizedLink>
          </h2>
          <ProductRow drugs={collection.drugs} label={collection.title} />
        </section>
      ))}
      <section aria-labelledby="home-drugs">
        <h2 id="home-drugs">{t('home.homeDrugs')}</h2>
        {drugs.homeState === 'error' ? (
          <LoadError onRetry={home.reload} />
        ) : drugs.homeState === 'loaded' ? (
          <ProductGrid drugs={drugs.home} label={t('home.homeDrugs')} />
        ) : (
          <ProductGridSkeleton count={4} />
        )}
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <CategoryGrid columns={2} />
      </section>
      <RecentlySeenSection>
        {(drugs, label) => <ProductRow drugs={drugs} label={label} />}
      </RecentlySeenSection>
      <section aria-labelledby="home-app" className={styles.app}>
        <h2 id="home-app">{t('marketing.appTitle')}</h2>
        <p>{t('marketing.appText')}</p>
        <AppStoreLinks />
        <p>{t('marketing.hours')}</p>
      </section>
    </>
  );
});
