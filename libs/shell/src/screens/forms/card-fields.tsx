import { CardNumberInput, ExpiryInput } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';

/** A card's number and expiry, both required: the new card of the checkout, the card saved from the profile. */
export function CardFields({
  number,
  expiry,
  onNumber,
  onExpiry,
  errors,
}: {
  number: string;
  expiry: string;
  onNumber: (number: string) => void;
  onExpiry: (expiry: string) => void;
  errors: { number?: string; expiry?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <CardNumberInput
        label={t('cards.number')}
        value={number}
        onChange={onNumber}
        required
        error={errors.number}
      />
      <ExpiryInput
        label={t('cards.expiry')}
        value={expiry}
        onChange={onExpiry}
        required
        error={errors.expiry}
      />
    </>
  );
}
