import type { OrderDto } from '@gopharm/api-client';
import { REMINDER_DAY_CHOICES, REMINDER_DEFAULT_DAYS, remindersOf } from '@gopharm/domain';
import { Button } from '@gopharm/ui-kit';
import { COMPLETED_STATUSES, formatOrderNumber } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useNotify, useRefusalText, useStores } from '../../index';
import forms from '../forms/forms.module.css';
import { RadioChoices } from '../forms/radio-choice';
import styles from './order-screens.module.css';

/**
 * "Напомнить через 30 дней" on a delivered or picked-up order: the shopper chooses when (30 days unless they
 * choose), and is reminded then by text or Telegram with a link that fills the cart with this order. A reminder
 * set is said with its day, and can be cancelled.
 */
export const OrderReminder = observer(function OrderReminder({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const stores = useStores();
  const reminders = remindersOf(stores);
  const notify = useNotify();
  const refusalText = useRefusalText();
  const titleId = useId();
  const [days, setDays] = useState<number>(REMINDER_DEFAULT_DAYS);
  const [busy, setBusy] = useState(false);
  const completed = COMPLETED_STATUSES.includes(order.status);
  const signedIn = stores.auth.isSignedIn;
  useEffect(() => {
    if (completed && signedIn) void reminders.load();
  }, [completed, signedIn, reminders]);
  // Shown once it is known whether one is set (at the page's end, so nothing above it moves).
  if (!completed || reminders.state === 'idle' || reminders.state === 'loading') return null;
  const waiting = reminders.waitingFor(order.id);

  const set = async () => {
    setBusy(true);
    const result = await reminders.set(order.id, days);
    setBusy(false);
    notify(
      result.ok
        ? { type: 'success', text: t('reminders.set', { at: result.data.due_at }) }
        : { type: 'error', text: refusalText(result.error) },
    );
  };
  const cancel = async (id: number) => {
    setBusy(true);
    const done = await reminders.cancel(id);
    setBusy(false);
    notify(
      done.ok ? { type: 'success', key: 'reminders.cancelled' } : { type: 'error', key: 'errors.network' },
    );
  };

  return (
    <section aria-labelledby={titleId} className={styles.reminder}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('reminders.section')}
      </h2>
      {/* What is set is read out as it changes. */}
      <div aria-live="polite">
        {waiting && <p className={styles.reminderSet}>{t('reminders.waiting', { at: waiting.due_at })}</p>}
      </div>
      {waiting ? (
        <Button
          variant="secondary"
          loading={busy}
          aria-label={t('reminders.cancelOf', { number: formatOrderNumber(order.id) })}
          onClick={() => void cancel(waiting.id)}
        >
          {t('reminders.cancel')}
        </Button>
      ) : (
        <>
          <p className={styles.reminderHint}>{t('reminders.hint')}</p>
          <fieldset className={forms.plain}>
            <legend>{t('reminders.days')}</legend>
            <div className={forms.inline}>
              <RadioChoices
                name={`reminder-days-${order.id}`}
                values={REMINDER_DAY_CHOICES.map(String)}
                chosen={String(days)}
                onChoose={(value) => setDays(Number(value))}
                label={(value) => t('reminders.daysChoice', { count: Number(value) })}
              />
            </div>
          </fieldset>
          <Button variant="secondary" loading={busy} onClick={() => void set()}>
            {t('reminders.remind', { count: days })}
          </Button>
        </>
      )}
    </section>
  );
});
