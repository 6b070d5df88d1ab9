import { IconButton } from '../button/button';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../icons/icons';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastContentProps {
  tone?: ToastTone;
  message: string;
  /** Shows a × button when given. */
  onClose?: () => void;
  closeLabel?: string;
}

/**
 * What a notice says and looks like. Placement (top) and timing (2000 ms) belong to the app's notifier
 * (notistack), which renders this as its content. Errors are announced at once, the rest politely.
 */
export function ToastContent({ tone = 'info', message, onClose, closeLabel }: ToastContentProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div className={`${styles.toast} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className={styles.icon} />
      <p className={styles.message}>{message}</p>
      {onClose && closeLabel && (
        <IconButton className={styles.close} label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
      )}
    </div>
  );
}
