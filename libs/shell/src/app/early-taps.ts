/** What the page's inline script leaves on `window` for the app. */
interface EarlyTapsWindow {
  __takeEarlyTaps?: () => HTMLElement[];
}

/**
 * Runs in the page's head, before any of the app's code: a button of the server's HTML does nothing until the app
 * has started (on a slow phone, seconds after it shows), so a tap on "В корзину" or "Получить код" then would be
 * lost. Taps on buttons are held instead (once per button), marked busy at once (`aria-busy`, styled by ui-kit's
 * tokens) and handed to the app, which repeats them once its screen is hydrated and the shopper's stored state is
 * read back. Links and forms with an `action` work without the app and are left alone, except a link followed
 * while a tap is held: it would leave the page and drop the tap, so it waits and is followed after it.
 *
 * Written without imports or outer names: the server inlines this function's source (page-head.ts).
 */
export function captureEarlyTaps(doc: Document, win: Window): void {
  const taps: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const button = target && target.closest ? target.closest('button') : null;
    // A plain click on a link of this page's tab, not one opening another tab or window.
    const link =
      !button && taps.length && !(event.ctrlKey || event.metaKey || event.shiftKey) && target
        ? (target.closest('a[href]:not([target]):not([download])') as HTMLElement | null)
        : null;
    if (!link && (!button || button.disabled || (button.form && button.form.hasAttribute('action')))) return;
    // A submit button would otherwise send the form to the page's own address and reload it, empty; and React,
    // while it hydrates, must not see the tap as well (it would answer it twice, or drop it).
    event.preventDefault();
    event.stopPropagation();
    const held = (link || button) as HTMLElement;
    if (taps.indexOf(held) < 0) taps.push(held);
    if (button) button.setAttribute('aria-busy', 'true');
  };
  doc.addEventListener('click', hold, true);
  const handOver = win as EarlyTapsWindow;
  handOver.__takeEarlyTaps = () => {
    doc.removeEventListener('click', hold, true);
    handOver.__takeEarlyTaps = undefined;
    return taps.splice(0);
  };
}

/**
 * Stops holding taps (React answers them from here on) and returns those held so far. Call it once the screen is
 * hydrated and stored state read, or right before a page rendered afresh replaces the server's HTML.
 */
export function takeEarlyTaps(win: Window): HTMLElement[] {
  return (win as EarlyTapsWindow).__takeEarlyTaps?.() ?? [];
}

/**
 * Repeats the held taps, in order, on the elements that are still on the page (hydration keeps the server's
 * elements; a page rendered afresh replaced them, and its taps are dropped rather than guessed), and takes the
 * busy mark off their buttons.
 */
export function replayEarlyTaps(taps: readonly HTMLElement[]): void {
  for (const element of taps) {
    element.removeAttribute('aria-busy');
    if (element.isConnected && !(element as HTMLButtonElement).disabled) element.click();
  }
}
