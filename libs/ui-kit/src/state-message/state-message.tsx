import type { ReactNode } from 'react';
import styles from './state-message.module.css';

export interface StateMessageProps {
  /** "status" is announced politely (loading, empty); "alert" at once (errors). */
  role?: 'status' | 'alert';
  children: ReactNode;
  action?: ReactNode;
}

/** A short message in place of content: loading, empty or failed. */
export function StateMessage({ role = 'status', children, action }: StateMessageProps) {
  return (
    <div className={styles.message} role={role}>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
