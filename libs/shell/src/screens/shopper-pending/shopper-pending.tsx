import { useTranslation } from 'react-i18next';
import styles from './shopper-pending.module.css';

/**
 * A screen of the shopper's stored state (cart, checkout, favourites) as the server renders it: its title and a
 * loading block, never "Корзина пуста" for a cart the server cannot see. The browser renders the screen itself
 * once it has read that state (bootstrap-app), the first thing it does; a browser without scripts says why it
 * does not. Announced as ui-kit's LoadingRegion is;
 * not built from it, whose module would then join the first load's chunks.
 */
export function ShopperPending({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{title}</h1>
      <div role="status" aria-busy="true" className={styles.pending}>
        <span className="gp-visually-hidden">{t('common.loading')}</span>
        <span className={styles.block} />
      </div>
      {/* Without scripts the browser never reads the stored state: said, in place of a block that never fills. */}
      <p className="gp-needs-scripts">{t('common.needsScripts')}</p>
    </>
  );
}
