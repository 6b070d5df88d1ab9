import type { ReactNode } from 'react';
import { Button } from '../button/button';
import styles from '../empty-state/empty-state.module.css';
import { AlertIcon } from '../icons/icons';

export interface ErrorStateProps {
  title: string;
  text?: string;
  /** Shows a retry button when both are given. */
  retryLabel?: string;
  onRetry?: () => void;
  /** More ways out: home link, support chat… */
  actions?: ReactNode;
}

/** Loading failed: says so at once (role alert) and offers to try again. */
export function ErrorState({ title, text, retryLabel, onRetry, actions }: ErrorStateProps) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <span className={styles.icon}>
        <AlertIcon size={36} />
      </span>
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {((retryLabel && onRetry) || actions) && (
        <div className={styles.actions}>
          {retryLabel && onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
          {actions}
        </div>
      )}
    </div>
  );
}
