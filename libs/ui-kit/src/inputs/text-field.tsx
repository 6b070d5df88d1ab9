import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';
import { useTypedBeforeStart } from './use-typed-before-start';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  hint?: string;
  /** Shown under the field and tied to it (aria-invalid, aria-describedby). */
  error?: string;
  /** Fixed text before the value, e.g. "+998". */
  prefix?: string;
  /** Extra class of the <input>. */
  inputClassName?: string;
}

/** A labelled text input with hint and error text. The base of every input of the kit. */
export function TextField({
  label,
  hint,
  error,
  prefix,
  inputClassName,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const { onChange } = rest;
  // Text typed before the app started reaches onChange as if typed now (only target and currentTarget are read).
  const inputRef = useTypedBeforeStart<HTMLInputElement>(
    rest.value,
    onChange &&
      ((input) => onChange({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>)),
  );
  return (
    <div className={[styles.field, error && styles.invalid, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.box}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...rest}
          ref={inputRef}
          id={inputId}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
