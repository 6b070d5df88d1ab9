import { forwardRef, useEffect, useState } from 'react';
import { MinusIcon, PlusIcon } from '../icons/icons';
import { normalizeQuantity, readTypedQuantity } from '@gopharm/util';
import { useTypedBeforeStart } from '../inputs/use-typed-before-start';
import styles from './quantity-counter.module.css';

export interface QuantityCounterLabels {
  /** Name of the whole control, e.g. the product name. */
  group: string;
  decrease: string;
  increase: string;
  quantity: string;
  /** Shown under the counter when the value is at max, e.g. "Максимум 5 шт.". */
  maxReached?: string;
}

export interface QuantityCounterProps {
  value: number;
  /** max_count of the drug; the counter never goes above it. */
  max?: number;
  onChange: (value: number) => void;
  labels: QuantityCounterLabels;
  fullWidth?: boolean;
  disabled?: boolean;
  /** -1 inside a cell of the search grid: pointer only, the keyboard works through the combobox. */
  tabIndex?: number;
}

/**
 * − qty + : integer, never below 0 nor above max; typed non-numbers become 0 (spec, section 4). What is typed
 * counts when the field is left or Enter is pressed, not at each key: clearing the field to type another number
 * never drops the line on the way.
 */
export const QuantityCounter = forwardRef<HTMLButtonElement, QuantityCounterProps>(function QuantityCounter(
  { value, max, onChange, labels, fullWidth, disabled, tabIndex },
  increaseRef,
) {
  const current = normalizeQuantity(value, max);
  // The field keeps what is being typed until it is committed; it shows the real value again after.
  const [text, setText] = useState(String(current));
  useEffect(() => setText(String(current)), [current]);
  const atMax = max !== undefined && current >= max;

  const commit = (next: number) => {
    const clamped = normalizeQuantity(next, max);
    setText(String(clamped));
    if (clamped !== current) onChange(clamped);
  };
  // A number typed into the server's counter before the app started (React keeps it on screen but tells no one):
  // counted as if the field had been left, unless the shopper is still typing in it.
  const fieldRef = useTypedBeforeStart<HTMLInputElement>(text, (field) =>
    field === document.activeElement
      ? setText(field.value)
      : commit(normalizeQuantity(readTypedQuantity(field.value), max)),
  );

  return (
    <div className={[styles.wrapper, fullWidth && styles.full].filter(Boolean).join(' ')}>
      <div className={styles.counter} role="group" aria-label={labels.group}>
        <button
          type="button"
          className={styles.step}
          aria-label={labels.decrease}
          tabIndex={tabIndex}
          // aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
          aria-disabled={disabled || current <= 0}
          onClick={() => !disabled && current > 0 && commit(current - 1)}
        >
          <MinusIcon />
        </button>
        <input
          ref={fieldRef}
          className={styles.input}
          type="text"
          inputMode="numeric"
          aria-label={labels.quantity}
          tabIndex={tabIndex}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Inside a form, Enter commits the quantity and does not submit the form.
            event.preventDefault();
            commit(normalizeQuantity(readTypedQuantity(event.currentTarget.value), max));
          }}
          // The field's own text, not the state: left before the state caught up with text typed before the app
          // started (a slow phone), the state would still hold the server's quantity.
          onBlur={(event) => commit(normalizeQuantity(readTypedQuantity(event.target.value), max))}
          onFocus={(event) => event.target.select()}
        />
        <button
          ref={increaseRef}
          type="button"
          className={styles.step}
          aria-label={labels.increase}
          tabIndex={tabIndex}
          aria-disabled={disabled || atMax}
          onClick={() => !disabled && !atMax && commit(current + 1)}
        >
          <PlusIcon />
        </button>
      </div>
      {atMax && labels.maxReached && (
        <p className={styles.hint} role="status">
          {labels.maxReached}
        </p>
      )}
    </div>
  );
});
