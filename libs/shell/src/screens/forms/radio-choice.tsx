import type { InputHTMLAttributes, ReactNode } from 'react';
import forms from './forms.module.css';

/** One radio choice of a form's group, a large target: the input inside its label, the label's words after it. */
export function RadioChoice({
  name,
  checked,
  onChoose,
  className,
  inputProps,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  /** A class beside forms' `choice`. */
  className?: string;
  /** More attributes of the input, such as the group's error tied to it. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  children: ReactNode;
}) {
  return (
    <label className={className ? `${forms.choice} ${className}` : forms.choice}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} {...inputProps} />
      {children}
    </label>
  );
}

/** A RadioChoice for each of a few fixed values, worded by `label`; the one `chosen` is checked. */
export function RadioChoices<T extends string>({
  name,
  values,
  chosen,
  onChoose,
  label,
  inputProps,
  inputPropsOf,
}: {
  name: string;
  values: readonly T[];
  chosen: string | null | undefined;
  onChoose: (value: T) => void;
  label: (value: T) => ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** One value's own attributes (a choice not open to this order: disabled, with its reason tied to it). */
  inputPropsOf?: (value: T) => InputHTMLAttributes<HTMLInputElement> | undefined;
}) {
  return values.map((value) => (
    <RadioChoice
      key={value}
      name={name}
      checked={chosen === value}
      onChoose={() => onChoose(value)}
      inputProps={{ ...inputProps, ...inputPropsOf?.(value) }}
    >
      {label(value)}
    </RadioChoice>
  ));
}
