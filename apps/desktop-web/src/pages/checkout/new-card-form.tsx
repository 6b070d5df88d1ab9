import { useNotify, useStores } from '@gopharm/shell';
import { Button, CardNumberInput, CodeInput, ExpiryInput, isExpiryComplete } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './checkout-page.module.css';

/**
 * A new card: number and expiry go straight to v2/cards/init (never kept), then the code sent to the phone
 * confirms it; the confirmed card is chosen for the order.
 */
export const NewCardForm = observer(function NewCardForm({ onAdded }: { onAdded: (cardId: number) => void }) {
  const { t } = useTranslation();
  const { card } = useStores();
  const notify = useNotify();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    const result = await card.startAdding(number, `${expiry.slice(0, 2)}/${expiry.slice(2)}`);
    setBusy(false);
    // Nothing of the card stays in this form once it is sent.
    setNumber('');
    setExpiry('');
    if (!result.ok) setError(result.message ?? t('errors.network'));
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const before = new Set(card.cards.map((c) => c.id));
    const result = await card.confirm(code);
    setBusy(false);
    if (!result.ok) {
      setError(result.message === 'Code None' || !result.message ? t('errors.wrongCode') : result.message);
      return;
    }
    const added = card.cards.find((c) => !before.has(c.id));
    if (added) onAdded(added.id);
    notify({ type: 'success', key: 'common.save' });
  };

  return (
    <div className={styles.card}>
      {card.session === null ? (
        <>
          <CardNumberInput label={t('checkout.cardNumber')} value={number} onChange={setNumber} />
          <ExpiryInput label={t('checkout.cardExpiry')} value={expiry} onChange={setExpiry} />
          <Button
            variant="secondary"
            disabled={busy || number.length !== 16 || !isExpiryComplete(expiry)}
            onClick={() => void start()}
          >
            {t('cards.add')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('cards.codeSent', { phone: card.phoneMask ?? '' })}</p>
          <CodeInput label={t('cards.confirmCode')} length={6} value={code} onChange={setCode} />
          <Button variant="secondary" disabled={busy || code.length < 4} onClick={() => void confirm()}>
            {t('cards.confirm')}
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
