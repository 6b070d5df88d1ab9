import { FavouriteToggle } from '../favourite-toggle/favourite-toggle';
import { Link } from '../link/link';
import { PrescriptionBadge } from '../prescription-badge/prescription-badge';
import styles from './product-card.module.css';
import { ProductPurchase } from './product-purchase';
import type { ProductCardData, ProductCardLabels } from './product-card-types';
import { manufacturerFromName } from '@gopharm/util';

export interface ProductCardProps {
  product: ProductCardData;
  /** How many are in the cart. */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Leave undefined to hide the heart (e.g. in the cart). */
  favourite?: boolean;
  onFavouriteToggle?: () => void;
  labels: ProductCardLabels;
  /** grid: a tile in a grid or row of products; row: a compact line. */
  size?: 'grid' | 'row';
  /** Eager for the first cards above the fold, lazy (default) for the rest. */
  imageLoading?: 'lazy' | 'eager';
}

const IMAGE_SIZE = { grid: 200, row: 72 } as const;

export function ProductCard({
  product,
  quantity,
  onQuantityChange,
  favourite,
  onFavouriteToggle,
  labels,
  size = 'grid',
  imageLoading = 'lazy',
}: ProductCardProps) {
  const manufacturer = product.manufacturer ?? manufacturerFromName(product.name) ?? undefined;
  const meta = [manufacturer, product.country].filter(Boolean).join(' · ');
  const imageSize = IMAGE_SIZE[size];
  return (
    <article
      className={[styles.card, size === 'row' && styles.row].filter(Boolean).join(' ')}
      aria-label={product.name}
    >
      <Link href={product.href} className={styles.link}>
        {/* width/height reserve the box before the picture arrives, so nothing shifts. */}
        <img
          className={styles.image}
          src={product.imageUrl}
          alt=""
          width={imageSize}
          height={imageSize}
          loading={imageLoading}
          decoding="async"
        />
        <span className={styles.text}>
          <span className={styles.name}>{product.name}</span>
          {(meta || size === 'grid') && <span className={styles.meta}>{meta}</span>}
          {(product.prescription || size === 'grid') && (
            <span className={styles.badges}>
              {product.prescription && <PrescriptionBadge label={labels.prescription} />}
            </span>
          )}
        </span>
      </Link>
      {product.unitPrice !== undefined && (
        <p className={styles.perUnit}>
          <span>{product.unitPrice}</span>
          {product.note && <span className={styles.note}>{product.note}</span>}
        </p>
      )}
      <div className={styles.footer}>
        <ProductPurchase
          product={product}
          quantity={quantity}
          onQuantityChange={onQuantityChange}
          labels={labels}
          fullWidth={size === 'grid'}
        />
      </div>
      {favourite !== undefined && onFavouriteToggle && (
        <FavouriteToggle
          className={styles.favourite}
          pressed={favourite}
          onToggle={onFavouriteToggle}
          label={labels.favourite}
        />
      )}
    </article>
  );
}
