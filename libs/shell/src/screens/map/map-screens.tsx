import type { PharmacyDto } from '@gopharm/api-client';
import { checkoutOf, isOpenNow, pharmaciesOf } from '@gopharm/domain';
import { formatPhone } from '@gopharm/i18n';
import { Button, ButtonLink, EmptyState, Skeleton } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, positiveId, useData, useNotify, useStores } from '../../index';
import { LoadError } from '../load-error';
import styles from './map-page.module.css';
import { PharmacyMap } from './pharmacy-map';

function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180));
}

function PharmacyList({
  pharmacies,
  chosen,
  onChoose,
  chooseLabel,
}: {
  pharmacies: PharmacyDto[];
  chosen?: number | null;
  onChoose?: (pharmacy: PharmacyDto) => void;
  /** The choose button's text, and its name for a screen reader (which pharmacy it chooses). */
  chooseLabel?: (pharmacy: PharmacyDto) => { text: string; name: string };
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('pharmacyMap.list')}>
      {pharmacies.map((pharmacy) => (
        <li key={pharmacy.id} className={pharmacy.id === chosen ? styles.chosen : undefined}>
          <strong>{pharmacy.name}</strong>
          <span>{pharmacy.address}</span>
          <span>
            {t('pharmacyMap.hours')} ·{' '}
            {t(isOpenNow(pharmacy) ? 'pharmacyMap.openNow' : 'pharmacyMap.closedNow')}
          </span>
          <a href={`tel:+${pharmacy.phone}`}>{formatPhone(pharmacy.phone)}</a>
          <a
            href={`https://www.openstreetmap.org/directions?to=${pharmacy.lat},${pharmacy.lng}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('pharmacyMap.route')}
          </a>
          {onChoose && chooseLabel && (
            <Button
              variant={pharmacy.id === chosen ? 'primary' : 'secondary'}
              aria-label={chooseLabel(pharmacy).name}
              aria-pressed={pharmacy.id === chosen}
              onClick={() => onChoose(pharmacy)}
            >
              {chooseLabel(pharmacy).text}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /pharmacy-map: the region's pharmacies on a map and a list, with "nearest" by geolocation. With `?drug=` (a
 * product's "Показать на карте"): only the pharmacies holding that drug, and a way back to all of them.
 */
export const PharmacyMapPage = observer(function PharmacyMapPage() {
  const { t } = useTranslation();
  const stores = useStores();
  const { region } = stores;
  const pharmacies = pharmaciesOf(stores);
  const notify = useNotify();
  const [params] = useSearchParams();
  const drug = positiveId(params.get('drug'));
  const [origin, setOrigin] = useState<{ lat: number; lng: number } | null>(null);
  const { state, reload } = useData({
    key: () => `pharmacies:${region.effectiveId}:${drug ?? ''}`,
    load: () => (drug === null ? pharmacies.load() : pharmacies.loadHolding(drug)),
  });
  const list = origin
    ? [...pharmacies.list].sort((a, b) => distance(origin, a) - distance(origin, b))
    : pharmacies.list;
  const nearest = () => {
    if (!navigator.geolocation) return notify({ type: 'error', key: 'errors.geolocation' });
    navigator.geolocation.getCurrentPosition(
      (position) => setOrigin({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => notify({ type: 'error', key: 'errors.geolocationDenied' }),
    );
  };
  return (
    <>
      <h1>{t('pharmacyMap.title')}</h1>
      <Button variant="secondary" onClick={nearest}>
        {t('pharmacyMap.nearest')}
      </Button>
      {drug !== null && (
        <p className={styles.filter}>
          <span>{t('pharmacyMap.holders')}</span>
          <LocalizedLink to="/pharmacy-map">{t('pharmacyMap.showAll')}</LocalizedLink>
        </p>
      )}
      {state === 'error' && <LoadError onRetry={reload} />}
      {state === 'loading' && <Skeleton height={480} />}
      {state === 'loaded' && list.length === 0 && (
        <EmptyState title={t(drug === null ? 'common.empty' : 'pharmacyMap.noHolders')} />
      )}
      {state === 'loaded' && list.length > 0 && (
        <div className={styles.layout}>
          <PharmacyList pharmacies={list} />
          <PharmacyMap pharmacies={list} label={t('pharmacyMap.map')} />
        </div>
      )}
    </>
  );
});

/** /take-from-shop: the pick-up step; pharmacies that hold the whole cart, on a list and a map. */
export const TakeFromShopPage = observer(function TakeFromShopPage() {
  const { t } = useTranslation();
  const stores = useStores();
  const { newOrder } = stores;
  const pharmacies = pharmaciesOf(stores);
  const checkout = checkoutOf(stores);
  const signature = newOrder.lines.map((line) => `${line.drug}x${line.qty}`).join(',');
  const { state, reload } = useData({ key: () => signature, load: () => pharmacies.loadForCart() });
  const choose = (pharmacy: PharmacyDto) => {
    checkout.updateDraft({ type: 'pickup', store_id: pharmacy.id });
    stores.navigate('/order-process');
  };
  // Nothing to pick up: the empty cart, not "no pharmacy holds this amount".
  if (newOrder.lineCount === 0) {
    return (
      <>
        <h1>{t('checkout.choosePharmacy')}</h1>
        <EmptyState
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          actions={<ButtonLink href="/catalog">{t('cart.toCatalog')}</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      <h1>{t('checkout.choosePharmacy')}</h1>
      {state === 'error' && <LoadError onRetry={reload} />}
      {state === 'loading' && <Skeleton height={480} />}
      {state === 'loaded' && pharmacies.forCart.length === 0 && <EmptyState title={t('cart.notAvailable')} />}
      {state === 'loaded' && pharmacies.forCart.length > 0 && (
        <div className={styles.layout}>
          <PharmacyList
            pharmacies={pharmacies.forCart}
            chosen={checkout.draft.store_id}
            onChoose={choose}
            chooseLabel={(pharmacy) => ({
              text: t('checkout.choose'),
              name: t('checkout.chooseThisPharmacy', { name: pharmacy.name, address: pharmacy.address }),
            })}
          />
          <PharmacyMap pharmacies={pharmacies.forCart} label={t('pharmacyMap.map')} onChoose={choose} />
        </div>
      )}
    </>
  );
});
