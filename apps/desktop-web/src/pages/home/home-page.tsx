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
import { LoadError } from '@gopharm/shell/screens/load-error';
import { ProductGrid, ProductRow } from '../../components/product-grid';
import styles from './home-page.module.css';

/** The home grid's cards: twelve, as the full-row grid's 6, 4 or 3 columns divide them. */
const HOME_DRUGS = 12;

/** Home: sales, collections, popular products, categories, recently seen, the app and the marketing claims. */
export const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const stores = useStores();
  const drugs = drugsOf(stores);
  const collections = collectionsOf(stores);
  const home = useData(homeData);
  const homeLoading = home.state === 'loading' || drugs.homeState === 'loading';
  return (
    <>
      <h1 className={styles.heading}>{t('home.heading')}</h1>
      <SalesCarousel />
      <section aria-labelledby="home-drugs">
        <h2 id="home-drugs">{t('home.homeDrugs')}</h2>
        {drugs.homeState === 'error' ? (
          <LoadError onRetry={home.reload} />
        ) : (
          <ProductGrid
            drugs={drugs.home.slice(0, HOME_DRUGS)}
            loading={homeLoading}
            label={t('home.homeDrugs')}
            skeletons={HOME_DRUGS}
            fullRows
          />
        )}
      </section>
      {collections.visible.map((collection) => (
        <section key={collection.id} aria-label={collection.title}>
          <h2>
            <LocalizedLink to={`/collection/${collection.slug}`}>{collection.title}</LocalizedLink>
          </h2>
          <ProductRow drugs={collection.drugs.slice(0, 12)} label={collection.title} />
        </section>
      ))}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.popularCategories')}</h2>
        <CategoryGrid columns={4} />
        <LocalizedLink to="/catalog-home" className={styles.more}>
          {t('catalog.allCategories')}
        </LocalizedLink>
      </section>
      {/* Fresh from the API in the page's language (the device keeps what was seen in either). */}
      <RecentlySeenSection>
        {(drugs, label) => <ProductRow drugs={drugs.slice(0, 12)} label={label} />}
      </RecentlySeenSection>
      <section className={styles.claims} aria-label={t('marketing.appTitle')}>
        <p>
          <strong>{t('marketing.customers')}</strong>
        </p>
        <p>
          <strong>{t('marketing.items')}</strong>
        </p>
        <p>
          <strong>{t('marketing.timeSaved')}</strong> {t('marketing.timeSavedText')}
        </p>
        <p>{t('marketing.hours')}</p>
      </section>
      <section className={styles.app} aria-labelledby="home-app">
        <h2 id="home-app">{t('marketing.appTitle')}</h2>
        <p>{t('marketing.appText')}</p>
        <AppStoreLinks />
        <LocalizedLink to="/app">{t('pages.app')}</LocalizedLink>
      </section>
    </>
  );
});
