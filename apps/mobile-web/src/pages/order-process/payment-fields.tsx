import type { NewCard } from '@gopharm/domain';
import { useStores } from '@gopharm/shell';
import { CardNumberInput, ExpiryInput } from '@gopharm/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/content.module.css';

/**
 * Cash, a saved card or a new card. A new card's number and expiry live only in this form's state and go
 * straight to the order call; they are never stored.
 */
export const PaymentFields = observer(function PaymentFields({
  newCard,
  onNewCard,
}: {
  newCard: NewCard;
  onNewCard: (card: NewCard) => void;
}) {
  const { t } = useTranslation();
  const { newOrder, card } = useStores();
  const draft = newOrder.draft;
  useEffect(() => {
    void card.load();
  }, [card]);
  return (
    <fieldset className={styles.options}>
      <legend>{t('checkout.payment')}</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name="payment"
          checked={draft.payment_type === 1}
          onChange={() => newOrder.updateDraft({ payment_type: 1, card_id: null })}
        />
        {t('checkout.cash')}
      </label>
      {card.cards.map((saved) => (
        <label key={saved.id} className={styles.choice}>
          <input
            type="radio"
            name="payment"
            checked={draft.payment_type === 2 && draft.card_id === saved.id}
            onChange={() => newOrder.updateDraft({ payment_type: 2, card_id: saved.id })}
          />
          {t('checkout.savedCard')} {saved.number}
        </label>
      ))}
      <label className={styles.choice}>
        <input
          type="radio"
          name="payment"
          checked={draft.payment_type === 2 && draft.card_id === null}
          onChange={() => newOrder.updateDraft({ payment_type: 2, card_id: null })}
        />
        {t('checkout.newCard')}
      </label>
      {draft.payment_type === 2 && draft.card_id === null && (
        <>
          <CardNumberInput
            label={t('checkout.cardNumber')}
            value={newCard.number}
            onChange={(number) => onNewCard({ ...newCard, number })}
          />
          <ExpiryInput
            label={t('checkout.cardExpiry')}
            value={newCard.expiry}
            onChange={(expiry) => onNewCard({ ...newCard, expiry })}
          />
        </>
      )}
    </fieldset>
  );
});
