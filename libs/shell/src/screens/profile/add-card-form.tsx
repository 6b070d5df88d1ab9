import { Button, CardNumberInput, CodeInput, ExpiryInput, isExpiryComplete } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { translateServerMessage, useNotify, useStores } from '../../index';
import styles from './profile.module.css';

/**
 * /profile/settings: a card saved for later orders. Number and expiry go straight to v2/cards/init (never kept
 * here once sent), then the code sent to the phone confirms it (v2/cards/confirm).
 */
export const AddCardForm = observer(function AddCardForm() {
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
    if (!result.ok)
      setError(result.message ? translateServerMessage(result.message, t) : t('errors.network'));
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await card.confirm(code);
    setBusy(false);
    if (!result.ok) {
      setError(
        result.message === 'Code None' || !result.message
          ? t('errors.wrongCode')
          : translateServerMessage(result.message, t),
      );
      return;
    }
    setCode('');
    notify({ type: 'success', key: 'common.save' });
  };

  return (
    <div className={styles.form}>
      {card.session === null ? (
        <>
          <CardNumberInput label={t('cards.number')} value={number} onChange={setNumber} />
          <ExpiryInput label={t('cards.expiry')} value={expiry} onChange={setExpiry} />
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
