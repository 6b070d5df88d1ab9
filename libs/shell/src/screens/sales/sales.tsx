import type { SaleDto } from '@gopharm/api-client';
import { salesOf } from '@gopharm/domain';
import { formatDate } from '@gopharm/i18n';
import { Carousel, SaleCard } from '@gopharm/ui-kit';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, useStores } from '../../index';
import styles from './sales.module.css';

/** A sale's days in the shop's time zone: "с 01.11.2026 по 31.12.2026". */
export function salePeriod(sale: Pick<SaleDto, 'start_date' | 'end_date'>, t: TFunction): string {
  return t('sales.period', { start: formatDate(sale.start_date), end: formatDate(sale.end_date) });
}

const card = (sale: SaleDto, t: TFunction, eager: boolean) => (
  <SaleCard
    href={`/sale/${sale.id}`}
    title={sale.title}
    period={salePeriod(sale, t)}
    image={sale.image}
    eager={eager}
  />
);

/**
 * The home page's sales banners (v1/sales), every running sale, in a carousel the shopper moves; its size is
 * reserved while the sales load, so the rows below do not jump.
 */
export const SalesCarousel = observer(function SalesCarousel() {
  const { t } = useTranslation();
  const sales = salesOf(useStores());
  const loading = sales.state === 'idle' || sales.state === 'loading';
  if (!loading && sales.list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-sales">
      <div className={styles.heading}>
        <h2 id="home-sales">{t('home.sales')}</h2>
        <LocalizedLink to="/sale" className={styles.all}>
          {t('sales.all')}
        </LocalizedLink>
      </div>
      {loading && sales.list.length === 0 ? (
        <div className={styles.placeholder} aria-busy="true" aria-label={t('common.loading')} />
      ) : (
        <Carousel
          labels={{
            region: t('home.sales'),
            previous: t('sales.previous'),
            next: t('sales.next'),
            slide: (position, total) => t('sales.slide', { position, total }),
          }}
          slides={sales.list.map((sale, index) => card(sale, t, index === 0))}
        />
      )}
    </section>
  );
});

/** Every sale as a grid of banner cards (/sale). */
export function SaleGrid({ list }: { list: SaleDto[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid}>
      {list.map((sale, index) => (
        <li key={sale.id}>{card(sale, t, index === 0)}</li>
      ))}
    </ul>
  );
}
