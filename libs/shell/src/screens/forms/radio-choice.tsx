import { useContext, useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { WhenStartedContext } from '../../app/app-start';
import forms from './forms.module.css';

/**
 * One radio choice of a form's group, a large target: the input inside its label, the label's words after it.
 * A choice the shopper made on the server's HTML before the app started (the browser checks the radio; React,
 * hydrating, leaves it so without telling anyone) is made again once the app has started, after the stored state
 * it would otherwise be overwritten by.
 */
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
  const whenStarted = useContext(WhenStartedContext);
  const inputRef = useRef<HTMLInputElement>(null);
  // Only at mount, with that render's choice: from then on React keeps the radio and the choice in step itself.
  useEffect(() => {
    if (inputRef.current?.checked && !checked) whenStarted(onChoose);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only (above)
  }, []);
  return (
    <label className={className ? `${forms.choice} ${className}` : forms.choice}>
      <input ref={inputRef} type="radio" name={name} checked={checked} onChange={onChoose} {...inputProps} />
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
