import { useEffect, useState } from 'react';
import styles from './loading-bar.module.css';

/** Spec, section 9: loads shorter than this never show the bar (throttle). */
export const LOADING_BAR_DELAY_MS = 200;

export interface LoadingBarProps {
  active: boolean;
  /** "Загрузка страницы" */
  label: string;
  delayMs?: number;
}

/** The thin bar at the top of the page while a page's data loads. */
export function LoadingBar({ active, label, delayMs = LOADING_BAR_DELAY_MS }: LoadingBarProps) {
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [active, delayMs]);

  if (!active || !delayPassed) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={label}>
      <div className={styles.bar} />
    </div>
  );
}
