import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps what a shopper typed into a server-rendered field before the app took over. React leaves that text on
 * screen when it hydrates but does not tell the component (it replays no keystrokes), so the next render or a
 * submit would wipe it: on mount, a field whose text differs from its value hands the text on, once.
 *
 * In a layout effect, not a passive one: hydration's commit makes the field's handlers live at once, while passive
 * effects wait for a later task, and an Enter pressed between the two sent an empty text (a slow phone's shopper
 * who typed while the page was starting pressed Enter and nothing happened).
 */
export function useTypedBeforeStart<E extends HTMLInputElement>(
  value: unknown,
  onTyped: ((field: E) => void) | undefined,
) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && onTyped && value !== undefined && field.value !== String(value)) onTyped(field);
    // Only at mount: after it, React keeps the field and the value in step itself.
  }, []);
  return ref;
}
