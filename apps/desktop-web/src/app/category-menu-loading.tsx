import { SkeletonBlock } from '@gopharm/ui-kit';
import styles from './category-menu.module.css';

/** The Categories menu's columns while the tree, or the menu's own code, is on the way. */
export function CategoryColumnsLoading() {
  return (
    <div className={styles.columns}>
      {Array.from({ length: 8 }, (_, i) => (
        <SkeletonBlock key={i} className={styles.columnLoading} />
      ))}
    </div>
  );
}
