import type { OrderDto } from '@gopharm/api-client';
import {
  canPayOnline,
  cardOf,
  JUST_PLACED_PARAM,
  orderHistoryOf,
  orderLiveOf,
  prescriptionsOf,
} from '@gopharm/domain';
import { formatMoney, unbroken } from '@gopharm/i18n';
import { Button, ButtonLink, ConfirmDialog, Skeleton } from '@gopharm/ui-kit';
import { canCancelOrder, formatOrderNumber, localizePath } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { LocalizedLink, ServerErrorScreen, useNotify, useRefusalText, useData, useStores } from '../../index';
import forms from '../forms/forms.module.css';
import { RadioChoice } from '../forms/radio-choice';
import { LoadError } from '../load-error';
import { OrderLines } from '../order-lines/order-lines';
import { usePrescriptionName } from '../recipe/prescriptions';
import type { NotFoundComponent, ProfileFrameComponent } from '../screen-parts';
import { OrderReminder } from './order-reminder';
import { deliveryTypeKey, orderStatusKey } from './order-status-label';
import { useRepeatOrder } from './use-repeat-order';
import styles from './order-screens.module.css';

/** The spec's payment labels of an order, by its payment state. */
const PAYMENT_STATE_KEYS: Record<OrderDto['payment_state'], string> = {
  paid: 'orders.paid',
  waiting: 'orderStatus.payment_waiting',
  failed: 'orderStatus.payment_failed',
  refunded: 'orders.refunded',
  not_paid: 'orders.notPaid',
};

/** A positive whole number from the query, or null (the page then shows not found). */
function useIdParam(name: string): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Back from the card provider's page after placing the order (JUST_PLACED_PARAM): the success dialog opens, as it
 * does for a cash order, once the order has loaded (it is the shopper's own); the parameter is then taken out of
 * the address, so a reload or a shared link does not open it again.
 */
function useSuccessAfterProvider(order: OrderDto | null) {
  const { orders } = useStores();
  const [params, setParams] = useSearchParams();
  const justPlaced = params.has(JUST_PLACED_PARAM);
  useEffect(() => {
    if (!justPlaced || !order) return;
    orders.orderPlaced(order.id, orders.ordersCount, {
      type: order.type,
      storeId: order.store?.id ?? null,
      withPrescription: order.prescription_id != null,
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(JUST_PLACED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [justPlaced, order, orders, setParams]);
}

/** An order's detail and payment pages, in the app's profile frame and not-found screen. */
export function createOrderScreens({
  ProfileFrame,
  NotFoundPage,
}: {
  ProfileFrame: ProfileFrameComponent;
  NotFoundPage: NotFoundComponent;
}) {
  /** /order-detail?id=: one order with its lines, delivery, payment and a repeat-order button. */
  const OrderDetailPage = observer(function OrderDetailPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const { locale } = stores;
    const orders = orderHistoryOf(stores);
    const repeatOrder = useRepeatOrder();
    const prescriptions = prescriptionsOf(stores);
    const notify = useNotify();
    const refusalText = useRefusalText();
    const prescriptionName = usePrescriptionName();
    const id = useIdParam('id');
    // Repeating puts the order's lines into the cart over what is there: it is asked first.
    const [confirming, setConfirming] = useState(false);
    const [repeating, setRepeating] = useState(false);
    // Cancelling cannot be taken back: it is asked first too.
    const [confirmingCancel, setConfirmingCancel] = useState(false);
    const [cancelling, setCancelling] = useState(false);
    const { state, offline, reload } = useData({
      key: () => `order:${id}`,
      load: async () => (id ? orders.select(id) : undefined),
    });
    const order = orders.selected?.id === id ? orders.selected : null;
    useSuccessAfterProvider(order);
    // An order placed with a prescription names it (the shopper's list says which one).
    const prescriptionId = order?.prescription_id ?? null;
    useEffect(() => {
      if (prescriptionId !== null) void prescriptions.load();
    }, [prescriptionId, prescriptions]);
    // The order moves while the page is open: its steps come over the live stream, no reload.
    const token = stores.auth.token;
    useEffect(() => (token ? orderLiveOf(stores).follow() : undefined), [stores, token]);
    if (!id || (state === 'loaded' && !order)) return <NotFoundPage />;
    if (state === 'error') return offline ? <LoadError onRetry={reload} /> : <ServerErrorScreen />;
    const money = (value: number) => formatMoney(value, locale.code);
    const number = order ? formatOrderNumber(order.id) : '';
    const repeat = async () => {
      if (!order) return;
      setRepeating(true);
      await repeatOrder(order);
      setRepeating(false);
      setConfirming(false);
    };
    const cancel = async () => {
      if (!order) return;
      setCancelling(true);
      const result = await orders.cancel(order.id);
      setCancelling(false);
      setConfirmingCancel(false);
      notify(
        result.ok
          ? { type: 'success', key: 'orders.cancelled' }
          : { type: 'error', text: refusalText(result.error) },
      );
    };
    /** A moment as the page writes it: "29.11.2026 в 15:53". */
    const moment = (at: string) => (
      <time dateTime={at} className={styles.stepAt}>
        {t('orders.stepAt', { at })}
      </time>
    );
    const prescriptionFact = (prescription: ReturnType<typeof prescriptions.find>): [string, string] => [
      t('recipe.checkoutTitle'),
      prescription ? prescriptionName(prescription) : t('recipe.orderAttached'),
    ];
    // Label and value pairs, each a row of the list (labels muted on the left, values on the right).
    // The status with the moment it took it (the last step of the timeline; placed: when it was created).
    const statusAt = order ? (order.timeline.at(-1)?.at ?? order.created_date) : '';
    const facts: [string, ReactNode][] = order
      ? [
          [t('orders.createdBy'), t('orders.stepAt', { at: order.created_date })],
          [
            t('orders.status'),
            <>
              <span className={styles.statusLabel}>{t(orderStatusKey(order.type, order.status))}</span>{' '}
              {moment(statusAt)}
            </>,
          ],
          ...(order.status === 'received' && order.ready_until
            ? [
                [t('orders.readyForPickup'), t('orders.readyUntil', { at: order.ready_until })] as [
                  string,
                  string,
                ],
              ]
            : []),
          ...((order.status === 'delivering' || order.status === 'waiting_for_deliverer') &&
          order.courier_expected_at
            ? [
                [t('orders.status'), t('orders.courierExpected', { at: order.courier_expected_at })] as [
                  string,
                  string,
                ],
              ]
            : []),
          [t('orders.deliveryType'), t(deliveryTypeKey(order))],
          [
            order.type === 'pickup' ? t('orders.pickupPharmacy') : t('orders.deliveryAddress'),
            order.type === 'pickup'
              ? `${order.store?.name ?? ''}, ${order.store?.address ?? ''}`
              : (order.address ?? ''),
          ],
          [
            t('orders.paymentMethod'),
            `${t(order.payment_type === 2 ? 'orders.card' : 'orders.cash')} · ${t(PAYMENT_STATE_KEYS[order.payment_state])}`,
          ],
          ...(prescriptionId !== null
            ? [prescriptionFact(prescriptions.find(prescriptionId))]
            : ([] as [string, string][])),
          [t('orders.deliveryCost'), order.delivery_sum ? money(order.delivery_sum) : t('checkout.free')],
          [t('orders.total'), money(order.total)],
        ]
      : [];
    return (
      <ProfileFrame title={order ? t('orders.orderNumber', { number }) : t('orders.title')}>
        {!order ? (
          <Skeleton height={300} />
        ) : (
          <>
            <dl className={styles.facts}>
              {facts.map(([label, value], index) => (
                <div key={`${index}-${label}`} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <h2 className={styles.subtitle} id="order-timeline">
              {t('orders.timeline')}
            </h2>
            {/* Read out as steps arrive. */}
            <ol className={styles.timeline} aria-labelledby="order-timeline" aria-live="polite">
              {[{ status: null, at: order.created_date }, ...order.timeline].map((step, index) => (
                <li key={`${index}-${step.status}`} className={styles.step}>
                  <span>{step.status ? t(orderStatusKey(order.type, step.status)) : t('orders.placed')}</span>
                  {moment(step.at)}
                </li>
              ))}
            </ol>
            <h2 className={styles.subtitle} id="order-lines">
              {t('orders.list')}
            </h2>
            <OrderLines
              lines={order.items.map((item) => ({ ...item, drug: item.drug_id }))}
              labelledBy="order-lines"
              className={styles.items}
            />
            <div className={styles.actions}>
              {canPayOnline(order) && (
                <ButtonLink href={`/order-payment?order_id=${order.id}`}>{t('orders.pay')}</ButtonLink>
              )}
              <Button
                variant={canPayOnline(order) ? 'secondary' : undefined}
                onClick={() => setConfirming(true)}
              >
                {t('orders.repeat')}
              </Button>
              {canCancelOrder(order) && (
                <Button variant="secondary" onClick={() => setConfirmingCancel(true)}>
                  {t('orders.cancel')}
                </Button>
              )}
            </div>
            <OrderReminder order={order} />
            <ConfirmDialog
              open={confirmingCancel}
              busy={cancelling}
              destructive
              labels={{
                title: t('orders.cancelConfirm', { number }),
                text: t(
                  order.is_paid && order.payment_type === 2 ? 'orders.cancelTextPaid' : 'orders.cancelText',
                ),
                confirm: t('orders.cancel'),
                cancel: t('orders.keep'),
                close: t('common.close'),
              }}
              onCancel={() => setConfirmingCancel(false)}
              onConfirm={() => void cancel()}
            />
            <ConfirmDialog
              open={confirming}
              busy={repeating}
              labels={{
                title: t('orders.repeatConfirm', { number }),
                text: t('orders.repeatText'),
                confirm: t('orders.repeat'),
                cancel: t('common.cancel'),
                close: t('common.close'),
              }}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void repeat()}
            />
          </>
        )}
      </ProfileFrame>
    );
  });

  /**
   * /order-payment?order_id=: pay an existing order with cashback and a saved card, or by card on the provider's
   * page (the card is typed there, never here; the provider sends the shopper back to the order). Once paid, the
   * page says so and links the order.
   */
  const OrderPaymentPage = observer(function OrderPaymentPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const { locale } = stores;
    const orders = orderHistoryOf(stores);
    const card = cardOf(stores);
    const notify = useNotify();
    const refusalText = useRefusalText();
    const id = useIdParam('order_id');
    const [cardId, setCardId] = useState<number | null>(null);
    const [useCash, setUseCash] = useState(false);
    const [paying, setPaying] = useState(false);
    const { state, offline, reload } = useData({
      key: () => `payment:${id}`,
      load: async () => (id ? (await Promise.all([orders.loadPayment(id), card.load()]))[0] : undefined),
    });
    const payment = orders.payment?.order_id === id ? orders.payment : null;
    if (!id || (state === 'loaded' && !payment)) return <NotFoundPage />;
    if (state === 'error') return offline ? <LoadError onRetry={reload} /> : <ServerErrorScreen />;
    const money = (value: number) => formatMoney(value, locale.code);
    const orderLink = (
      <LocalizedLink to={`/order-detail?id=${id}`} className={styles.link}>
        {t('orders.orderNumber', { number: formatOrderNumber(id) })}
      </LocalizedLink>
    );
    if (!payment) {
      return (
        <ProfileFrame title={t('orderPayment.title')}>
          <Skeleton height={240} />
        </ProfileFrame>
      );
    }
    // Paid, or called off: nothing to pay, and no button that would only be refused.
    if (payment.is_user_pay || payment.is_cancelled) {
      return (
        <ProfileFrame title={t('orderPayment.title')}>
          <p role="status" className={payment.is_user_pay ? styles.paid : undefined}>
            {t(payment.is_user_pay ? 'orderPayment.success' : 'orderPayment.cancelled')}
          </p>
          <p>{orderLink}</p>
        </ProfileFrame>
      );
    }
    const noCard = card.cards.length === 0;
    const payOnProviderPage = () => {
      setPaying(true);
      const returnPath = localizePath(`/order-detail?id=${id}`, locale.code);
      void orders.checkout(id, { cashPay: useCash, returnPath }).then((result) => {
        if (!result.ok) {
          setPaying(false);
          notify({ type: 'error', text: refusalText(result.error) });
        } else if (result.data.redirectUrl) {
          stores.leave(result.data.redirectUrl);
        } else {
          // The cashback paid it all: the page reads the payment again and says so.
          void orders.loadPayment(id).then(() => setPaying(false));
        }
      });
    };
    // The only card is the one to pay with: chosen already, so "Оплатить" waits for no tap.
    const chosenCardId = cardId ?? (card.cards.length === 1 ? card.cards[0].id : null);
    // Bonuses that cover the whole order need no card.
    const payingCardId = useCash && payment.is_total_cash ? null : chosenCardId;
    return (
      <ProfileFrame title={t('orderPayment.title')}>
        <p>{orderLink}</p>
        <p>
          {t('orderPayment.total')}: {money(payment.total)} · {t('orderPayment.deliverySum')}:{' '}
          {money(payment.delivery_sum)}
        </p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setPaying(true);
            void orders
              .pay({
                order_id: id,
                payment_type: payingCardId ? 2 : 1,
                cash_pay: useCash,
                card_id: payingCardId ?? undefined,
              })
              .then((result) => {
                setPaying(false);
                // Paid: the page itself now says so (its status line is read out); a refusal says why.
                if (!result.ok) notify({ type: 'error', text: refusalText(result.error) });
              });
          }}
        >
          {payment.cash > 0 && (
            <label className={forms.choice}>
              <input type="checkbox" checked={useCash} onChange={(e) => setUseCash(e.target.checked)} />{' '}
              {t('orderPayment.payWithCash')} ({money(payment.cash)})
            </label>
          )}
          {!noCard && (
            <fieldset className={styles.cards}>
              <legend>{t('orderPayment.chooseCard')}</legend>
              {card.cards.map((item) => (
                <RadioChoice
                  key={item.id}
                  name="card"
                  checked={chosenCardId === item.id}
                  onChoose={() => setCardId(item.id)}
                >
                  {unbroken(item.number)}
                </RadioChoice>
              ))}
            </fieldset>
          )}
          {(!noCard || (useCash && payment.is_total_cash)) && (
            <Button
              type="submit"
              variant={noCard ? undefined : 'secondary'}
              loading={paying}
              disabled={!chosenCardId && !(useCash && payment.is_total_cash)}
            >
              {t('orderPayment.pay')}
            </Button>
          )}
          <Button onClick={payOnProviderPage} loading={paying}>
            {t('orderPayment.payByCard')}
          </Button>
        </form>
      </ProfileFrame>
    );
  });

  return { OrderDetailPage, OrderPaymentPage };
}
