import { TextField, type TextFieldProps } from './text-field';
import { digitsOnly, formatExpiry, formatUzPhone, groupDigits } from './digits';
import styles from './text-field.module.css';

type Base = Omit<TextFieldProps, 'value' | 'onChange' | 'prefix' | 'type' | 'inputMode'>;

export interface DigitsInputProps extends Base {
  /** Digits only, without spaces or separators. */
  value: string;
  onChange: (digits: string) => void;
}

export const UZ_PHONE_PREFIX = '+998';
const UZ_NATIONAL_DIGITS = 9;

/** Uzbek phone: fixed +998 and the 9 national digits, shown as "90 123 45 67". The value is those 9 digits. */
export function PhoneInput({ value, onChange, ...rest }: DigitsInputProps) {
  return (
    <TextField
      {...rest}
      prefix={UZ_PHONE_PREFIX}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={formatUzPhone(digitsOnly(value, UZ_NATIONAL_DIGITS))}
      onChange={(event) => {
        let digits = event.target.value.replace(/\D/g, '');
        // A pasted full number keeps its national part.
        if (digits.length > UZ_NATIONAL_DIGITS && digits.startsWith('998')) digits = digits.slice(3);
        onChange(digits.slice(0, UZ_NATIONAL_DIGITS));
      }}
    />
  );
}

export interface CodeInputProps extends DigitsInputProps {
  /** Number of digits of the code (SMS code 4–6, card confirmation…). */
  length: number;
}

/** One-time code from an SMS: digits only, offered by the phone's autofill. */
export function CodeInput({ value, onChange, length, ...rest }: CodeInputProps) {
  return (
    <TextField
      {...rest}
      inputClassName={styles.code}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      value={digitsOnly(value, length)}
      onChange={(event) => onChange(digitsOnly(event.target.value, length))}
    />
  );
}

const CARD_DIGITS = 16;

/** Card number in groups of four (Uzcard, Humo, Visa: 16 digits). Never logged or stored by the kit. */
export function CardNumberInput({ value, onChange, ...rest }: DigitsInputProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={CARD_DIGITS + 3}
      value={groupDigits(digitsOnly(value, CARD_DIGITS))}
      onChange={(event) => onChange(digitsOnly(event.target.value, CARD_DIGITS))}
    />
  );
}

/** Card expiry as mm/yy; the value is the four digits "MMYY". */
export function ExpiryInput({ value, onChange, ...rest }: DigitsInputProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="cc-exp"
      maxLength={5}
      value={formatExpiry(digitsOnly(value, 4))}
      onChange={(event) => onChange(digitsOnly(event.target.value, 4))}
    />
  );
}
