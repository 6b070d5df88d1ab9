import { useEffect, useRef } from 'react';

/**
 * Brings the chosen item of a line that scrolls sideways into it: the line scrolls, never the page. `chosen` is the
 * item's index among the line's children (-1: none). A line the shopper has already moved (on the server's page,
 * before the app started) is left where they put it: taking it back would move an item under their finger as they
 * tap. Returns the ref for the line's element.
 */
export function useChosenInView<T extends HTMLElement>(chosen: number) {
  const line = useRef<T>(null);
  useEffect(() => {
    const row = line.current;
    const item = row?.children[chosen];
    if (!row || !item || row.scrollLeft !== 0) return;
    const edges = row.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    if (box.left < edges.left || box.right > edges.right) {
      row.scrollLeft += box.left - edges.left - (edges.width - box.width) / 2;
    }
  }, [chosen]);
  return line;
}
