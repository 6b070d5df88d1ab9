import type { AddressDto, CardDto, ProfileFields } from '@gopharm/api-client';
import {
  addressesOf,
  canPayOnline,
  cardOf,
  loadCashback,
  orderHistoryOf,
  orderLiveOf,
  remindersOf,
  signInOf,
} from '@gopharm/domain';
import { formatMoney, unbroken } from '@gopharm/i18n';
import { Button, EmptyState, Skeleton } from '@gopharm/ui-kit';
import { CARD_BRAND_NAMES, formatOrderNumber } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LanguageSwitch, LocalizedLink, useNotify, useRefusalText, useData, useStores } from '../../index';
import { profileFieldErrors } from '../../auth/profile-fields';
import { ProfileFieldset } from '../forms/profile-fieldset';
import { LoadError } from '../load-error';
import { deliveryTypeKey, orderStatusKey } from '../orders/order-status-label';
import type { ProfileFrameComponent } from '../screen-parts';
import { AddAddressForm } from './add-address-form';
import { useAskedRemoval } from './asked-removal';
import { AddCardForm } from './add-card-form';
import { StockNotices } from './stock-notices';
import { TelegramSettings } from './telegram-settings';
import styles from './profile.module.css';

/** How many goods a history entry names before it counts the rest ("и ещё 3 товара"). */
const HISTORY_NAMES = 2;

/** The /profile pages, inside the app's frame (desktop: side menu; phone: title and stack). */
export function createProfileScreens({ ProfileFrame }: { ProfileFrame: ProfileFrameComponent }) {
  /** /profile: a greeting and the way to each part. */
  const ProfileHomePage = observer(function ProfileHomePage() {
    const { t } = useTranslation();
    const { auth } = useStores();
    return (
      <ProfileFrame title={t('profile.title')}>
        <p>{t('profile.greeting', { name: auth.displayName })}</p>
        <p>
          <LocalizedLink to="/profile/orders">{t('profile.orders')}</LocalizedLink>
        </p>
        <StockNotices />
      </ProfileFrame>
    );
  });

  /** /profile/orders: the order history with status labels. */
  const ProfileOrdersPage = observer(function ProfileOrdersPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const { auth, locale } = stores;
    const orders = orderHistoryOf(stores);
    // Statuses change while the history is open: its orders' steps come over the live stream.
    useEffect(() => (auth.token ? orderLiveOf(stores).follow() : undefined), [stores, auth.token]);
    const { state, reload } = useData({
      // Read again in the new language after a switch (addresses and pharmacies come in it).
      key: () => `orders:${auth.token}`,
      load: async () => (auth.token ? orders.load() : undefined),
    });
    return (
      <ProfileFrame title={t('orders.title')}>
        {state === 'loading' && orders.list.length === 0 && <Skeleton height={120} />}
        {orders.state === 'error' && <LoadError onRetry={reload} />}
        {orders.state === 'loaded' && orders.list.length === 0 && <EmptyState title={t('orders.empty')} />}
        <ul className={styles.orders} aria-label={t('orders.title')}>
          {orders.list.map((order) => (
            <li key={order.id} className={styles.historyEntry}>
              <div className={styles.historyHead}>
                <h2>{t('orders.orderNumber', { number: formatOrderNumber(order.id) })}</h2>
                <strong>{t(orderStatusKey(order.type, order.status))}</strong>
              </div>
              <p className={styles.muted}>
                {t('orders.createdBy')} {t('orders.stepAt', { at: order.created_date })}
              </p>
              {/* What was bought: the first few names, the rest counted. */}
              <p className={styles.historyGoods}>
                {[
                  order.items
                    .slice(0, HISTORY_NAMES)
                    .map((item) => item.name)
                    .join(', '),
                  order.items.length > HISTORY_NAMES &&
                    t('orders.moreItems', { count: order.items.length - HISTORY_NAMES }),
                ]
                  .filter(Boolean)
                  .join(' ')}
              </p>
              <p>
                {order.type === 'pickup'
                  ? [t('orders.pickup'), order.store?.name].filter(Boolean).join(': ')
                  : t(deliveryTypeKey(order))}{' '}
                · {t(order.payment_type === 2 ? 'orders.card' : 'orders.cash')} ·{' '}
                {t(order.is_paid ? 'orders.paid' : 'orders.notPaid')}
              </p>
              <p>
                {t('orders.total')}: <strong>{formatMoney(order.total, locale.code)}</strong>
              </p>
              <p className={styles.orderLinks}>
                <LocalizedLink
                  to={`/order-detail?id=${order.id}`}
                  className={styles.orderLink}
                  aria-label={t('orders.detailsOf', { number: formatOrderNumber(order.id) })}
                >
                  {t('orders.details')}
                </LocalizedLink>
                {canPayOnline(order) && (
                  <LocalizedLink
                    to={`/order-payment?order_id=${order.id}`}
                    className={styles.orderLink}
                    aria-label={t('orders.payOf', { number: formatOrderNumber(order.id) })}
                  >
                    {t('orders.pay')}
                  </LocalizedLink>
                )}
              </p>
            </li>
          ))}
        </ul>
      </ProfileFrame>
    );
  });

  /** /profile/personal: the register-profil fields. */
  const ProfilePersonalPage = observer(function ProfilePersonalPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const { auth } = stores;
    const notify = useNotify();
    const refusalText = useRefusalText();
    const user = auth.user?.user;
    const [fields, setFields] = useState<ProfileFields>({
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      birth_date: user?.birth_date ?? '',
      gender: user?.gender ?? 'female',
    });
    const [errors, setErrors] = useState<Partial<Record<keyof ProfileFields, string>>>({});
    const [busy, setBusy] = useState(false);
    return (
      <ProfileFrame title={t('profile.personal')}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const missing = profileFieldErrors(fields, t);
            setErrors(missing);
            if (Object.keys(missing).length > 0) return;
            setBusy(true);
            void signInOf(stores)
              .register(fields)
              .then((result) => {
                setBusy(false);
                notify(
                  result.ok
                    ? { type: 'success', key: 'profileForm.saved' }
                    : { type: 'error', text: refusalText(result.error) },
                );
              });
          }}
        >
          <ProfileFieldset
            fields={fields}
            errors={errors}
            onChange={(changes) => setFields((current) => ({ ...current, ...changes }))}
          />
          <Button type="submit" loading={busy}>
            {t('profileForm.save')}
          </Button>
        </form>
      </ProfileFrame>
    );
  });

  /** /profile/address: saved delivery addresses, and a new one added with its point on the map. */
  const ProfileAddressPage = observer(function ProfileAddressPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const { auth } = stores;
    const addresses = addressesOf(stores);
    const { state, reload } = useData({ key: () => 'addresses', load: () => addresses.load() });
    const removal = useAskedRemoval(
      (address: AddressDto) => addresses.remove(address.id),
      'addresses.deleted',
    );
    const written = (address: AddressDto) =>
      [address.address, address.house, address.apartment].filter(Boolean).join(', ');
    return (
      <ProfileFrame title={t('addresses.title')}>
        {state === 'loading' && <Skeleton height={80} />}
        {state === 'error' && <LoadError onRetry={reload} />}
        {state === 'loaded' && addresses.list.length === 0 && <EmptyState title={t('addresses.empty')} />}
        <ul className={styles.orders}>
          {addresses.list.map((address) => (
            <li key={address.id} className={styles.order}>
              {written(address)}
              <Button
                variant="ghost"
                aria-label={`${t('addresses.delete')}: ${written(address)}`}
                onClick={() => removal.ask(address)}
              >
                {t('addresses.delete')}
              </Button>
            </li>
          ))}
        </ul>
        {removal.dialog({
          title: t('addresses.deleteConfirm', { address: removal.asking ? written(removal.asking) : '' }),
          text: t('addresses.deleteText'),
          confirm: t('addresses.delete'),
        })}
        {auth.isSignedIn && <AddAddressForm />}
      </ProfileFrame>
    );
  });

  /** /profile/bonus-card: the cashback balance and how it works. */
  const ProfileBonusPage = observer(function ProfileBonusPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const { auth, locale } = stores;
    const { state, reload } = useData({ key: () => 'cashback', load: () => loadCashback(stores) });
    return (
      <ProfileFrame title={t('bonus.title')}>
        {state === 'error' && <LoadError onRetry={reload} />}
        <p className={styles.balance}>
          <span className={styles.muted}>{t('bonus.balance')}</span>
          {auth.userCashback === null ? (
            <Skeleton width={120} height={28} />
          ) : (
            <strong className={styles.balanceFigure}>
              {formatMoney(auth.userCashback, locale.code) || `0 ${t('common.currency')}`}
            </strong>
          )}
        </p>
        <h2>{t('bonus.howItWorks')}</h2>
        <p>{t('bonus.text')}</p>
      </ProfileFrame>
    );
  });

  /** /profile/reminders: the reminders waiting ("Напомнить через 30 дней"), each with its order, day and cancel. */
  const ProfileRemindersPage = observer(function ProfileRemindersPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const reminders = remindersOf(stores);
    const notify = useNotify();
    const { state, reload } = useData({
      key: () => `reminders:${stores.auth.token}`,
      load: () => reminders.load(),
    });
    const cancel = async (id: number) => {
      const done = await reminders.cancel(id);
      notify(
        done.ok ? { type: 'success', key: 'reminders.cancelled' } : { type: 'error', key: 'errors.network' },
      );
    };
    return (
      <ProfileFrame title={t('reminders.title')}>
        {state === 'loading' && reminders.waiting.length === 0 && <Skeleton height={80} />}
        {/* The store says how its load went (its load resolves either way). */}
        {reminders.state === 'error' && <LoadError onRetry={reload} />}
        {reminders.state === 'loaded' && reminders.waiting.length === 0 && (
          <EmptyState title={t('reminders.empty')} />
        )}
        <ul className={styles.orders} aria-label={t('reminders.title')}>
          {reminders.waiting.map((reminder) => (
            <li key={reminder.id} className={styles.order}>
              <h2>
                <LocalizedLink to={`/order-detail?id=${reminder.order_id}`} className={styles.orderLink}>
                  {t('orders.orderNumber', { number: reminder.number })}
                </LocalizedLink>
              </h2>
              <p className={styles.reminderDue}>{t('reminders.due', { at: reminder.due_at })}</p>
              <Button
                variant="secondary"
                aria-label={t('reminders.cancelOf', { number: reminder.number })}
                onClick={() => void cancel(reminder.id)}
              >
                {t('reminders.cancel')}
              </Button>
            </li>
          ))}
        </ul>
      </ProfileFrame>
    );
  });

  /** /profile/settings: language, region, saved cards, logout. */
  const ProfileSettingsPage = observer(function ProfileSettingsPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const { region } = stores;
    const card = cardOf(stores);
    useData({ key: () => 'cards', load: () => card.load() });
    const removal = useAskedRemoval((item: CardDto) => card.remove(item.id), 'cards.deleted');
    return (
      <ProfileFrame title={t('settings.title')}>
        <h2>{t('settings.language')}</h2>
        <LanguageSwitch />
        <h2>{t('settings.region')}</h2>
        <Button variant="secondary" onClick={() => region.openDialog()}>
          {region.displayName}
        </Button>
        <TelegramSettings />
        <h2>{t('settings.cards')}</h2>
        {card.cards.length === 0 && <p>{t('cards.empty')}</p>}
        <ul className={styles.orders}>
          {card.cards.map((item) => (
            <li key={item.id} className={styles.order}>
              {unbroken(item.number)} ({CARD_BRAND_NAMES[item.brand]})
              <Button
                variant="ghost"
                aria-label={`${t('cards.delete')} ${item.number}`}
                onClick={() => removal.ask(item)}
              >
                {t('cards.delete')}
              </Button>
            </li>
          ))}
        </ul>
        {removal.dialog({
          title: t('cards.deleteConfirm', { number: removal.asking?.number ?? '' }),
          text: t('cards.deleteText'),
          confirm: t('cards.delete'),
        })}
        <AddCardForm />
      </ProfileFrame>
    );
  });

  return {
    ProfileHomePage,
    ProfileOrdersPage,
    ProfilePersonalPage,
    ProfileAddressPage,
    ProfileBonusPage,
    ProfileSettingsPage,
    ProfileRemindersPage,
  };
}
