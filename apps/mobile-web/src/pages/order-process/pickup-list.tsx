import { isOpenNow } from '@gopharm/domain';
import { LocalizedLink, useStores } from '@gopharm/shell';
import { Button, Skeleton } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import styles from '../../components/content.module.css';

/** The region's pharmacies for pick-up, those holding the whole cart first; one is chosen. */
export const PickupList = observer(function PickupList() {
  const { t } = useTranslation();
  const { pharmacies, newOrder } = useStores();
  // A phone shows the pharmacies that hold the whole cart; the others on request.
  const [showAll, setShowAll] = useState(false);
  const signature = newOrder.lines.map((line) => `${line.drug}x${line.qty}`).join(',');
  useEffect(() => {
    void pharmacies.load(true);
  }, [pharmacies, signature]);

  if (pharmacies.state === 'error') return <LoadError onRetry={() => void pharmacies.load(true)} />;
  if (pharmacies.state !== 'loaded') return <Skeleton height={180} />;
  const sorted = [...pharmacies.list].sort((a, b) => Number(Boolean(b.has_all)) - Number(Boolean(a.has_all)));
  const holders = sorted.filter((pharmacy) => pharmacy.has_all || pharmacy.id === newOrder.draft.store_id);
  const list = showAll || holders.length === 0 ? sorted : holders;
  return (
    <fieldset className={styles.options}>
      <legend>{t('checkout.choosePharmacy')}</legend>
      {/* The same choice on a map: /take-from-shop sets the pharmacy and comes back here. */}
      <LocalizedLink to="/take-from-shop" className={styles.secondaryLink}>
        {t('pharmacyMap.map')}
      </LocalizedLink>
      {list.map((pharmacy) => (
        <label key={pharmacy.id} className={styles.card}>
          <span className={styles.choice}>
            <input
              type="radio"
              name="pharmacy"
              checked={newOrder.draft.store_id === pharmacy.id}
              onChange={() => newOrder.updateDraft({ store_id: pharmacy.id })}
            />
            <strong>{pharmacy.name}</strong>
          </span>
          <span>{pharmacy.address}</span>
          <span className={styles.muted}>
            {t('checkout.hours', { opens: pharmacy.opens, closes: pharmacy.closes })} ·{' '}
            {isOpenNow(pharmacy) ? t('checkout.openNow') : t('checkout.closedNow')} ·{' '}
            {pharmacy.has_all ? t('checkout.holdsAll') : t('checkout.holdsSome')}
          </span>
        </label>
      ))}
      {list.length < sorted.length && (
        <Button variant="secondary" onClick={() => setShowAll(true)}>
          {t('common.showAll')} ({sorted.length})
        </Button>
      )}
    </fieldset>
  );
});
