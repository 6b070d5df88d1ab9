import { useLayoutEffect, useRef } from 'react';

type StyleValues = Record<string, string | number | undefined>;

const cssName = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Sizes set through the CSSOM once the element exists, instead of a style attribute: the Content-Security-Policy
 * (style-src with a nonce only) refuses style attributes in server-rendered HTML, not CSSOM changes. Numbers are
 * pixels, as in React's style prop.
 */
export function useRuntimeStyle<T extends HTMLElement>(values: StyleValues) {
  const ref = useRef<T>(null);
  const key = JSON.stringify(values);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of Object.entries(JSON.parse(key) as StyleValues)) {
      const css = cssName(name);
      if (value === undefined || value === null) element.style.removeProperty(css);
      else
        element.style.setProperty(
          css,
          typeof value === 'number' && !css.startsWith('--') ? `${value}px` : String(value),
        );
    }
  }, [key]);
  return ref;
}
