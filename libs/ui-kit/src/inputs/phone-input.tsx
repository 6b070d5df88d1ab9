import { AsYouType } from 'libphonenumber-js/core';
import { digitsOnly } from './digits';
import type { DigitsInputProps } from './inputs';
import { TextField } from './text-field';
import { UZ_PHONE_METADATA } from './uz-phone-metadata';

// Apart from the other digit fields: libphonenumber (10 kB) loads with the screens that ask for a phone (sign-in),
// not with every screen that asks for a card number (checkout, profile).

/** The 9 national digits of an Uzbek number as typed: "901234567" → "90 123 45 67" (libphonenumber). */
export function formatUzPhone(nationalDigits: string): string {
  if (nationalDigits === '') return '';
  return new AsYouType(undefined, UZ_PHONE_METADATA).input(`+998${nationalDigits}`).replace(/^\+998\s?/, '');
}

const UZ_PHONE_PREFIX = '+998';
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
