import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's first screenful, then all of it: the server renders (and the browser hydrates) only the items
 * a shopper sees first; from the next frame, the rest is rendered in transitions, which React splits into short
 * tasks so input is never kept waiting. Items past the first screen are below the fold or to the side of a row,
 * so adding them moves nothing on screen.
 *
 * `batch`: the rest comes that many items a frame (default: all at once). The browser styles and lays out what a
 * commit added in one task of its own, which React cannot split: a page of rows adding all their cards at once
 * (home: ~45 cards, 43-50 ms of CPU on a phone at start) blocks input for that long. Items are only ever appended,
 * so focus and what a screen reader has read stay put.
 */
export function useFirstScreenful<T>(items: readonly T[], first: number, batch = Infinity): readonly T[] {
  const [count, setCount] = useState(first);
  const more = items.length > count;
  useEffect(() => {
    if (!more) return;
    // A frame apart: each batch is styled and laid out in a frame of its own, not with the next.
    const frame = requestAnimationFrame(() => startTransition(() => setCount((shown) => shown + batch)));
    return () => cancelAnimationFrame(frame);
  }, [more, batch, count]);
  return more ? items.slice(0, count) : items;
}
