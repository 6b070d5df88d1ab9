import { useEffect, useId, useRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import { digitsOnly, formatDayMonthYear, formatExpiry, groupDigits } from './digits';
import styles from './text-field.module.css';

type Base = Omit<TextFieldProps, 'value' | 'onChange' | 'prefix' | 'type' | 'inputMode'>;

export interface DigitsInputProps extends Base {
  /** Digits only, without spaces or separators. */
  value: string;
  onChange: (digits: string) => void;
}

/** A text field for a number of at most `digits` digits, shown by `format`; the value is the digits alone. */
function NumericField({
  value,
  onChange,
  digits,
  format = (shown) => shown,
  ...rest
}: DigitsInputProps & { digits: number; format?: (digits: string) => string }) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      value={format(digitsOnly(value, digits))}
      onChange={(event) => onChange(digitsOnly(event.target.value, digits))}
    />
  );
}

export interface CodeInputProps extends DigitsInputProps {
  /** Number of digits of the code (SMS code 4–6, card confirmation…). */
  length: number;
}

/**
 * One-time code from an SMS, every code field of the shop ("Получить код", "Добавить карту"): focused when it
 * appears, digits only on the numeric keyboard, offered by the phone's autofill (`one-time-code`), and its form
 * sent by itself once the last digit is typed or pasted, with no tap on the button.
 */
export function CodeInput({ length, id, ...rest }: CodeInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const complete = rest.value.length === length;
  const wasComplete = useRef(complete);
  // The field is its step's only task (it appears after "Получить код" or "Добавить карту"): the keyboard opens
  // on it at once, and a screen reader lands on its label.
  useEffect(() => {
    document.getElementById(inputId)?.focus();
  }, [inputId]);
  // After the render that holds the last digit, so the form's handler reads the whole code.
  useEffect(() => {
    if (complete && !wasComplete.current) {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.form?.requestSubmit();
    }
    wasComplete.current = complete;
  }, [complete, inputId]);
  return (
    <NumericField
      {...rest}
      id={inputId}
      inputClassName={styles.code}
      autoComplete="one-time-code"
      maxLength={length}
      digits={length}
    />
  );
}

const CARD_DIGITS = 16;

/** Card number in groups of four (Uzcard, Humo, Visa: 16 digits). Never logged or stored by the kit. */
export function CardNumberInput(props: DigitsInputProps) {
  return (
    <NumericField
      {...props}
      autoComplete="cc-number"
      maxLength={CARD_DIGITS + 3}
      digits={CARD_DIGITS}
      format={groupDigits}
    />
  );
}

/** Card expiry as mm/yy; the value is the four digits "MMYY". */
export function ExpiryInput(props: DigitsInputProps) {
  return <NumericField {...props} autoComplete="cc-exp" maxLength={5} digits={4} format={formatExpiry} />;
}

const DATE_DIGITS = 8;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateInputProps extends Base {
  /** The date as the API writes it (YYYY-MM-DD) once complete; while being typed, the digits typed so far. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed as the shop writes dates, dd.mm.yyyy, whatever the browser's language (a date input showed
 * mm/dd/yyyy in an English one), on the numeric keyboard; a date of birth decades back is typed faster than
 * picked. Complete, the value is YYYY-MM-DD (whether the day exists is the form's check); before, the digits.
 */
export function DateInput({ value, onChange, ...rest }: DateInputProps) {
  const iso = ISO_DATE.exec(value);
  const digits = iso ? `${iso[3]}${iso[2]}${iso[1]}` : value;
  return (
    <NumericField
      {...rest}
      maxLength={DATE_DIGITS + 2}
      digits={DATE_DIGITS}
      format={formatDayMonthYear}
      value={digits}
      onChange={(typed) =>
        onChange(
          typed.length === DATE_DIGITS
            ? `${typed.slice(4)}-${typed.slice(2, 4)}-${typed.slice(0, 2)}`
            : typed,
        )
      }
    />
  );
}
