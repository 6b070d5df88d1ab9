import { canPayOnline, cardOf, prescriptionsOf } from '@gopharm/domain';
import { formatDate, formatMoney } from '@gopharm/i18n';
import { Button, ButtonLink, ConfirmDialog, Skeleton } from '@gopharm/ui-kit';
import { formatOrderNumber } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import {
  LocalizedLink,
  ServerErrorScreen,
  useNotify,
  useRefusalText,
  useRouteData,
  useStores,
} from '../../index';
import forms from '../forms/forms.module.css';
import { RadioChoice } from '../forms/radio-choice';
import { LoadError } from '../load-error';
import { AddCardForm } from '../profile/add-card-form';
import { usePrescriptionName } from '../recipe/prescriptions';
import type { NotFoundComponent, ProfileFrameComponent } from '../screen-parts';
import styles from './order-screens.module.css';

/** A positive whole number from the query, or null (the page then shows not found). */
function useIdParam(name: string): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
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
    const { orders, newOrder, locale, api } = stores;
    const prescriptions = prescriptionsOf(stores);
    const notify = useNotify();
    const prescriptionName = usePrescriptionName();
    const id = useIdParam('id');
    // Repeating puts the order's lines into the cart over what is there: it is asked first.
    const [confirming, setConfirming] = useState(false);
    const [repeating, setRepeating] = useState(false);
    const { state, offline, reload } = useRouteData(
      () => (id ? orders.select(id) : Promise.resolve()),
      String(id),
    );
    const order = orders.selected?.id === id ? orders.selected : null;
    // An order placed with a prescription names it (the shopper's list says which one).
    const prescriptionId = order?.prescription_id ?? null;
    useEffect(() => {
      if (prescriptionId !== null) void prescriptions.load();
    }, [prescriptionId, prescriptions]);
    if (!id || (state === 'loaded' && !order)) return <NotFoundPage />;
    if (state === 'error') return offline ? <LoadError onRetry={reload} /> : <ServerErrorScreen />;
    const money = (value: number) => formatMoney(value, locale.code);
    const number = order ? formatOrderNumber(order.id) : '';
    const repeat = async () => {
      if (!order) return;
      setRepeating(true);
      const page = await api.getDrugs({ ids: order.items.map((item) => item.drug_id), per_page: 60 });
      setRepeating(false);
      setConfirming(false);
      if (page === false) return notify({ type: 'error', key: 'errors.network' });
      for (const item of order.items) {
        const drug = page.results.find((candidate) => candidate.id === item.drug_id);
        if (drug?.is_count_exist) newOrder.setQuantity(drug, item.qty);
      }
      notify({ type: 'success', key: 'cart.repeatAdded' });
    };
    const prescriptionFact = (prescription: ReturnType<typeof prescriptions.find>): [string, string] => [
      t('recipe.checkoutTitle'),
      prescription ? prescriptionName(prescription) : t('recipe.orderAttached'),
    ];
    // Label and value pairs, each a row of the list (labels muted on the left, values on the right).
    const facts: [string, string][] = order
      ? [
          [t('orders.createdBy'), formatDate(order.created_date)],
          [t('orders.status'), t(`orderStatus.${order.status}`)],
          [t('orders.deliveryType'), t(order.type === 'pickup' ? 'orders.pickup' : 'orders.shipping')],
          [
            order.type === 'pickup' ? t('orders.pickupPharmacy') : t('orders.deliveryAddress'),
            order.type === 'pickup'
              ? `${order.store?.name ?? ''}, ${order.store?.address ?? ''}`
              : (order.address ?? ''),
          ],
          [
            t('orders.paymentMethod'),
            `${t(order.payment_type === 2 ? 'orders.card' : 'orders.cash')} · ${t(order.is_paid ? 'orders.paid' : 'orders.notPaid')}`,
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
              {facts.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <h2 className={styles.subtitle}>{t('orders.list')}</h2>
            <ul className={styles.items}>
              {order.items.map((item) => (
                <li key={item.drug_id} className={styles.item}>
                  <span>{item.name}</span>
                  <span className={styles.itemSum}>
                    {t('orders.quantityPrice', { qty: item.qty, price: money(item.price) })}
                  </span>
                </li>
              ))}
            </ul>
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
            </div>
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
   * /order-payment?order_id=: pay an existing order with cashback and a saved card. With no saved card the
   * shopper adds one here (the same form as in the settings); once paid, the page says so and links the order.
   */
  const OrderPaymentPage = observer(function OrderPaymentPage() {
    const { t } = useTranslation();
    const stores = useStores();
    const { orders, locale } = stores;
    const card = cardOf(stores);
    const notify = useNotify();
    const refusalText = useRefusalText();
    const id = useIdParam('order_id');
    const [cardId, setCardId] = useState<number | null>(null);
    const [useCash, setUseCash] = useState(false);
    const [paying, setPaying] = useState(false);
    const [addingCard, setAddingCard] = useState(false);
    const { state, offline, reload } = useRouteData(
      () =>
        id
          ? Promise.all([orders.loadPayment(id), card.load()]).then(([payment]) => payment)
          : Promise.resolve(),
      String(id),
    );
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
    if (payment.is_user_pay) {
      return (
        <ProfileFrame title={t('orderPayment.title')}>
          <p role="status" className={styles.paid}>
            {t('orderPayment.success')}
          </p>
          <p>{orderLink}</p>
        </ProfileFrame>
      );
    }
    const noCard = card.cards.length === 0;
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
        {(noCard || addingCard) && (
          <section aria-labelledby="order-payment-add-card" className={styles.addCard}>
            <h2 id="order-payment-add-card">{t('cards.add')}</h2>
            {noCard && <p>{t('cards.empty')}</p>}
            <AddCardForm />
          </section>
        )}
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
                if (!result.ok) notify({ type: 'error', text: refusalText(result.refusal) });
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
                  {item.number}
                </RadioChoice>
              ))}
              {!addingCard && (
                <Button variant="ghost" onClick={() => setAddingCard(true)}>
                  {t('cards.add')}
                </Button>
              )}
            </fieldset>
          )}
          <Button
            type="submit"
            loading={paying}
            disabled={!chosenCardId && !(useCash && payment.is_total_cash)}
          >
            {t('orderPayment.pay')}
          </Button>
        </form>
      </ProfileFrame>
    );
  });

  return { OrderDetailPage, OrderPaymentPage };
}
