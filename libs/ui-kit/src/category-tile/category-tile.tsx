import type { ReactNode } from 'react';
import { Link } from '../link/link';
import styles from './category-tile.module.css';

export interface CategoryTileProps {
  name: string;
  href: string;
  /** A small line under the name, e.g. "124 товара". */
  note?: string;
  /** An icon component, or… */
  icon?: ReactNode;
  /** …a picture of the category (decorative). */
  imageUrl?: string;
}

/** A top-level category as a tile with its icon (catalogue home, mobile Categories tab). */
export function CategoryTile({ name, href, note, icon, imageUrl }: CategoryTileProps) {
  return (
    <Link href={href} className={styles.tile}>
      <span className={styles.name}>
        {name}
        {note && <span className={styles.note}>{note}</span>}
      </span>
      {(icon || imageUrl) && (
        <span className={styles.visual} aria-hidden="true">
          {imageUrl ? <img src={imageUrl} alt="" width={56} height={56} loading="lazy" /> : icon}
        </span>
      )}
    </Link>
  );
}
