import { useEffect, useRef } from 'react';

/**
 * Keeps what a shopper typed into a server-rendered field before the app took over. React leaves that text on
 * screen when it hydrates but does not tell the component (it replays no keystrokes), so the next render or a
 * submit would wipe it: on mount, a field whose text differs from its value hands the text on, once. That is a
 * passive effect, a moment after hydration has made the field's handlers live: a submit or Enter in that moment
 * reads the field's own text (a layout effect instead made the cart's counter lose a typed number).
 */
export function useTypedBeforeStart<E extends HTMLInputElement>(
  value: unknown,
  onTyped: ((field: E) => void) | undefined,
) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const field = ref.current;
    if (field && onTyped && value !== undefined && field.value !== String(value)) onTyped(field);
    // Only at mount: after it, React keeps the field and the value in step itself.
  }, []);
  return ref;
}
