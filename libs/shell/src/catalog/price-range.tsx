import { useTypedBeforeStart } from '@gopharm/ui-kit';
import { useTranslation } from 'react-i18next';

/** The two price bounds as typed (the empty text for no bound) and the shelf's own cheapest and dearest prices. */
export interface PriceRangeProps {
  from: string;
  to: string;
  onFromChange: (text: string) => void;
  onToChange: (text: string) => void;
  /** The shelf's price range, shown as the placeholders ("от 1 200"), once the facets are in. */
  range?: { min: number; max: number };
  /** The app's layout: the fieldset's class and the class of the row holding both inputs. */
  className?: string;
  inputsClassName?: string;
}

/**
 * The price filter's "from" and "to" inputs, as both apps ask for them. What a bound does once typed (applied with
 * the form, kept in the phone's draft) is the app's: this only asks.
 */
export function PriceRange({
  from,
  to,
  onFromChange,
  onToChange,
  range,
  className,
  inputsClassName,
}: PriceRangeProps) {
  const { t } = useTranslation();
  const price = t('catalog.price');
  // Bounds typed into the server's page before the app started are kept, as every other field's text is.
  const fromField = useTypedBeforeStart<HTMLInputElement>(from, (field) => onFromChange(field.value));
  const toField = useTypedBeforeStart<HTMLInputElement>(to, (field) => onToChange(field.value));
  return (
    <fieldset className={className}>
      <legend>{price}</legend>
      <div className={inputsClassName}>
        <input
          ref={fromField}
          inputMode="numeric"
          aria-label={`${price}, ${t('catalog.priceFrom')}`}
          placeholder={range && t('catalog.priceFromValue', { value: range.min })}
          value={from}
          onChange={(event) => onFromChange(event.target.value)}
        />
        <input
          ref={toField}
          inputMode="numeric"
          aria-label={`${price}, ${t('catalog.priceTo')}`}
          placeholder={range && t('catalog.priceToValue', { value: range.max })}
          value={to}
          onChange={(event) => onToChange(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
