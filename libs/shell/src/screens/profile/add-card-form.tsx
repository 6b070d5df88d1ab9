import { cardOf } from '@gopharm/domain';
import { Button, CodeInput } from '@gopharm/ui-kit';
import { unbroken } from '@gopharm/i18n';
import { cardExpiryProblem, cardNumberProblem } from '@gopharm/util';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import {
  CODE_LENGTH,
  slashedExpiry,
  useCooldown,
  useNotify,
  useRefusalText,
  useStores,
  waitText,
} from '../../index';
import { CardFields } from '../forms/card-fields';
import forms from '../forms/forms.module.css';
import styles from './profile.module.css';

type CardFieldErrors = Partial<Record<'number' | 'expiry' | 'code', string>>;

/**
 * /profile/settings: a card saved for later orders. Number and expiry are checked here first (16 digits, Luhn,
 * mm/yy not past), then go from the browser straight to the payment provider (Payme's cards.create; never kept
 * here once sent, never sent to our API), whose token goes to v2/cards/init; the code sent to the card's phone
 * confirms it (v2/cards/confirm). Refusals in the shopper's language; after a 429 the button waits.
 */
export const AddCardForm = observer(function AddCardForm({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const card = cardOf(useStores());
  const notify = useNotify();
  const refusalText = useRefusalText();
  const cooldown = useCooldown();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CardFieldErrors>({});
  const waiting = cooldown.secondsLeft > 0;

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const numberProblem = cardNumberProblem(number);
    const expiryProblem = cardExpiryProblem(slashedExpiry(expiry), now());
    const problems: CardFieldErrors = {};
    if (numberProblem) {
      problems.number = t(
        numberProblem === 'incomplete' ? 'validation.cardIncomplete' : 'validation.cardInvalid',
      );
    }
    if (expiryProblem) {
      problems.expiry = t(expiryProblem === 'format' ? 'validation.expiryFormat' : 'validation.expiryPast');
    }
    setFieldErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await card.startAdding(number, slashedExpiry(expiry));
    setBusy(false);
    if (result.ok) {
      // Nothing of the card stays in this form once it is accepted.
      setNumber('');
      setExpiry('');
      return;
    }
    if (result.error.retryAfter !== undefined) cooldown.start(result.error.retryAfter);
    setError(refusalText(result.error));
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      setFieldErrors({ code: t('validation.code', { count: CODE_LENGTH }) });
      return;
    }
    setBusy(true);
    setError(null);
    const result = await card.confirm(code);
    setBusy(false);
    if (!result.ok) {
      if (result.error.key === 'errors.wrongCode') setFieldErrors({ code: refusalText(result.error) });
      else setError(refusalText(result.error));
      return;
    }
    setCode('');
    setFieldErrors({});
    notify({ type: 'success', key: 'cards.added' });
  };

  const alert = error && (
    <p role="alert" className={forms.alert}>
      {error}
    </p>
  );
  if (card.session !== null) {
    return (
      <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
        <p>{t('cards.codeSent', { phone: unbroken(card.phoneMask ?? '') })}</p>
        <CodeInput
          label={t('cards.confirmCode')}
          length={CODE_LENGTH}
          value={code}
          onChange={(value) => {
            setCode(value);
            setFieldErrors({});
          }}
          required
          error={fieldErrors.code}
        />
        {alert}
        <Button type="submit" variant="secondary" loading={busy}>
          {t('cards.confirm')}
        </Button>
      </form>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void start(event)} noValidate>
      <CardFields
        number={number}
        expiry={expiry}
        onNumber={(value) => {
          setNumber(value);
          setFieldErrors(({ expiry: kept }) => ({ expiry: kept }));
        }}
        onExpiry={(value) => {
          setExpiry(value);
          setFieldErrors(({ number: kept }) => ({ number: kept }));
        }}
        labels={{ number: t('cards.number'), expiry: t('cards.expiry') }}
        errors={fieldErrors}
      />
      <p className={forms.muted}>{t('cards.providerNote')}</p>
      {alert}
      <Button type="submit" variant="secondary" loading={busy} disabled={waiting}>
        {t('cards.add')}
      </Button>
      {waiting && (
        <p className={forms.muted}>{t('refusal.retryIn', { wait: waitText(cooldown.secondsLeft, t) })}</p>
      )}
    </form>
  );
});
