import { Button } from '../button/button';
import { CheckCircleIcon, ClockIcon } from '../icons/icons';
import { Modal } from '../modal/modal';
import styles from './order-success-dialog.module.css';

export interface OrderSuccessLabels {
  /** "Заказ оформлен!" */
  title: string;
  /** Preformatted: "Номер заказа: 10452". */
  orderNumber: string;
  /** Preformatted: "Это ваш 3-й заказ". */
  nthOrder?: string;
  /** "Вы сэкономили 30 минут" */
  saved: string;
  /**
   * What a pick-up order needs the shopper to know, each a sentence: which pharmacy, when it is ready, to bring the
   * prescription. Left out for a courier order.
   */
  notes?: string[];
  /** "Статус заказа" */
  status: string;
  close: string;
}

export interface OrderSuccessDialogProps {
  /** The app opens it while the new-order id is above 0 (spec, section 2). */
  open: boolean;
  /** × and Escape call it; the app resets the new-order id. */
  onClose: () => void;
  /** "Статус заказа": the app opens the order's page (and closes the dialog); without it the button closes. */
  onStatus?: () => void;
  labels: OrderSuccessLabels;
  /** desktop: centred dialog; mobile: bottom sheet. */
  size?: 'desktop' | 'mobile';
}

/** Shown once an order is placed: number, which order this is and the time it saved. */
export function OrderSuccessDialog({
  open,
  onClose,
  onStatus,
  labels,
  size = 'desktop',
}: OrderSuccessDialogProps) {
  const mobile = size === 'mobile';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={labels.title}
      hideTitle
      closeLabel={labels.close}
      variant={mobile ? 'sheet' : 'dialog'}
      width={480}
    >
      <div className={[styles.content, mobile && styles.mobile].filter(Boolean).join(' ')}>
        <CheckCircleIcon className={styles.icon} size={mobile ? 56 : 72} />
        {/* The dialog's name is the hidden h2; this is the visible headline. */}
        <p className={styles.title} aria-hidden="true">
          {labels.title}
        </p>
        <p className={styles.number}>{labels.orderNumber}</p>
        {labels.nthOrder && <p className={styles.nth}>{labels.nthOrder}</p>}
        {labels.notes && labels.notes.length > 0 && (
          <ul className={styles.notes}>
            {labels.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <p className={styles.saved}>
          <ClockIcon />
          {labels.saved}
        </p>
        <Button size="large" fullWidth onClick={onStatus ?? onClose}>
          {labels.status}
        </Button>
      </div>
    </Modal>
  );
}
