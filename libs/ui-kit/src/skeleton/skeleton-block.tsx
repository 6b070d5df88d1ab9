import styles from './skeleton.module.css';

/**
 * A placeholder block sized by its class alone: no runtime style (Skeleton's sizes), so a placeholder on the first
 * load (the desktop Categories menu's columns) costs only this.
 */
export function SkeletonBlock({ className }: { className: string }) {
  return <span className={`${styles.skeleton} ${className}`} aria-hidden="true" />;
}
