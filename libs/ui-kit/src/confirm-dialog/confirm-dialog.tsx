import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogLabels {
  /** The question: "Удалить карту 8600 **** **** 1234?". */
  title: string;
  /** What will happen, in a sentence. */
  text?: string;
  confirm: string;
  cancel: string;
  /** Name of the × button. */
  close: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  labels: ConfirmDialogLabels;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action cannot be undone (deleting): the confirm button is red. */
  destructive?: boolean;
  /** The action is running: the confirm button is busy and the dialog stays. */
  busy?: boolean;
}

/**
 * Asks before an action the shopper cannot take back (deleting a card, repeating an order). Focus starts on
 * "Cancel", so Enter or a stray tap never does the action; Escape and the backdrop cancel.
 */
export function ConfirmDialog({ open, labels, onConfirm, onCancel, destructive, busy }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={labels.title} closeLabel={labels.close} width={440}>
      {labels.text && <p className={styles.text}>{labels.text}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {labels.confirm}
        </Button>
      </div>
    </Modal>
  );
}
