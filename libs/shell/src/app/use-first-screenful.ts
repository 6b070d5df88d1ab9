import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's first screenful, then all of it: the server renders (and the browser hydrates) only the items
 * a shopper sees first; right after, the rest is rendered in a transition, which React splits into short tasks
 * so input is never kept waiting. Items past the first screen are below the fold or to the side of a row,
 * so adding them moves nothing on screen.
 */
export function useFirstScreenful<T>(items: readonly T[], first: number): readonly T[] {
  const [all, setAll] = useState(false);
  const more = items.length > first;
  useEffect(() => {
    if (more && !all) startTransition(() => setAll(true));
  }, [more, all]);
  return all || !more ? items : items.slice(0, first);
}
