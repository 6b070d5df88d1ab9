import { createContext } from 'react';

/** Runs work once the app has started (page hydrated, stored state read), or at once when it has. */
export type WhenStarted = (run: () => void) => void;

/**
 * In-app links follow through it: a link tapped while the app starts waits for the buttons tapped before it
 * ("В корзину", held by early-taps.ts) to be repeated, instead of leaving their screen and dropping them.
 * Outside a started browser app (tests, the server) work runs at once.
 */
export const WhenStartedContext = createContext<WhenStarted>((run) => run());

/** The browser app's latch: work queued until `open`, in the order it came. */
export function createStartLatch(): { whenStarted: WhenStarted; open: () => void } {
  let queue: (() => void)[] | null = [];
  return {
    whenStarted: (run) => {
      if (queue) queue.push(run);
      else run();
    },
    open: () => {
      const waiting = queue ?? [];
      queue = null;
      for (const run of waiting) run();
    },
  };
}
