import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../button/button';
import { CloseIcon } from '../icons/icons';
import { focusableIn } from './focusable';
import styles from './modal.module.css';

/** Keeps Tab and Shift+Tab inside the panel, wrapping at either end. */
function trapTab(event: globalThis.KeyboardEvent, panel: HTMLElement) {
  const targets = focusableIn(panel);
  const first = targets[0];
  const last = targets[targets.length - 1];
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === panel || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Name of the × button. */
  closeLabel: string;
  /** dialog: centred panel; sheet: bottom sheet for phones. */
  variant?: 'dialog' | 'sheet';
  /** Panel width in px for the dialog (the region dialog is 665); narrow screens get the screen width − 10. */
  width?: number;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in and is trapped (Tab wraps), Escape and the backdrop close it, and focus
 * returns to what had it before. The page behind does not scroll while it is open.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  closeLabel,
  variant = 'dialog',
  width,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The first control that is not the × button, so Enter does what the dialog is for.
    const targets = panel ? focusableIn(panel) : [];
    (
      targets.find((element) => element.getAttribute('aria-label') !== closeLabel) ??
      targets[0] ??
      panel
    )?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel) {
        trapTab(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, closeLabel]);

  // Through the CSSOM, not a style attribute (which the CSP refuses).
  useLayoutEffect(() => {
    if (open && width) panelRef.current?.style.setProperty('--modal-width', `${width}px`);
  }, [open, width]);

  if (!open) return null;

  const sheet = variant === 'sheet';
  const dialog = (
    // A click on the backdrop is a mouse shortcut; Escape is the keyboard's way out.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={[styles.backdrop, sheet && styles.sheetBackdrop].filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={[styles.panel, sheet && styles.sheet].filter(Boolean).join(' ')}
        role="dialog"
        data-variant={variant}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'gp-visually-hidden' : styles.title}>
            {title}
          </h2>
          <IconButton className={styles.close} label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
  // On the page's body, not where it is declared: a part of the page that stacks on its own (a sticky or
  // positioned box) would keep the shade under the header and the bottom bar, leaving them bright and tappable.
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}

export type BottomSheetProps = Omit<ModalProps, 'variant' | 'width'>;

/** The phone form of a modal: slides up from the bottom edge. */
export function BottomSheet(props: BottomSheetProps) {
  return <Modal {...props} variant="sheet" />;
}
