import { CardNumberInput, ExpiryInput } from '@gopharm/ui-kit';

/** A card's number and expiry, both required: the new card of the checkout, the card saved from the profile. */
export function CardFields({
  number,
  expiry,
  onNumber,
  onExpiry,
  labels,
  errors,
}: {
  number: string;
  expiry: string;
  onNumber: (number: string) => void;
  onExpiry: (expiry: string) => void;
  /** Each screen's own words for the two fields. */
  labels: { number: string; expiry: string };
  errors: { number?: string; expiry?: string };
}) {
  return (
    <>
      <CardNumberInput
        label={labels.number}
        value={number}
        onChange={onNumber}
        required
        error={errors.number}
      />
      <ExpiryInput label={labels.expiry} value={expiry} onChange={onExpiry} required error={errors.expiry} />
    </>
  );
}
