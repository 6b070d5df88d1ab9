import type { ReactNode } from 'react';
import { useRuntimeStyle } from './runtime-style';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

/** A grey placeholder block of the final size, so content arriving does not shift the page. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  // No style attribute (refused by the CSP in server HTML): the size is applied once the element exists.
  const ref = useRuntimeStyle<HTMLSpanElement>({ width, height, borderRadius: radius });
  return (
    <span ref={ref} className={[styles.skeleton, className].filter(Boolean).join(' ')} aria-hidden="true" />
  );
}

/** Placeholder of a ProductCard in either size (same paddings, image box and button height). */
export function ProductCardSkeleton({ size = 'grid' }: { size?: 'grid' | 'row' }) {
  if (size === 'row') {
    return (
      <div className={`${styles.card} ${styles.row}`} aria-hidden="true">
        <Skeleton className={styles.image} height={72} />
        <span className={styles.lines}>
          <Skeleton width="80%" />
          <Skeleton width="50%" height={14} />
        </span>
        <Skeleton width={132} height={44} radius={10} />
      </div>
    );
  }
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.image} height="auto" />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
      <Skeleton width="40%" height={14} />
      <Skeleton width="50%" height={24} />
      <Skeleton height={44} radius={10} />
    </div>
  );
}

export interface LoadingRegionProps {
  /** Read by screen readers while the skeletons show: "Загрузка…". */
  label: string;
  children: ReactNode;
}

/** Wraps skeletons: one polite "loading" announcement instead of many empty boxes. */
export function LoadingRegion({ label, children }: LoadingRegionProps) {
  return (
    <div role="status" aria-busy="true" className={styles.group}>
      <span className="gp-visually-hidden">{label}</span>
      {children}
    </div>
  );
}
