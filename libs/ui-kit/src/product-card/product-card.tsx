import type { AddToCartLabels } from '../add-to-cart/add-to-cart';
import { FavouriteToggle } from '../favourite-toggle/favourite-toggle';
import { Link } from '../link/link';
import { PrescriptionBadge } from '../prescription-badge/prescription-badge';
import styles from './product-card.module.css';
import { ProductPurchase } from './product-purchase';
import { quotedPart } from './quoted-part';

export interface ProductCardData {
  id: number;
  name: string;
  href: string;
  imageUrl: string;
  /** Defaults to the quoted part of the name. */
  manufacturer?: string;
  country?: string;
  /** Preformatted: "12 500 сум". */
  price: string;
  oldPrice?: string;
  prescription?: boolean;
  available: boolean;
  /** max_count: the counter never goes above it. */
  maxCount?: number;
  /**
   * Preformatted price per unit, "835 сум за 1 шт.", in rows that compare packs; given (even empty) on every card
   * of such a row, so each keeps the same two lines for it and the note.
   */
  unitPrice?: string;
  /** How much cheaper per unit than the drug compared with: "в 2,3 раза дешевле"; empty when it is not. */
  note?: string;
}

export interface ProductCardLabels extends Omit<AddToCartLabels, 'group'> {
  favourite: string;
  prescription: string;
  oldPrice?: string;
}

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
  const manufacturer = product.manufacturer ?? quotedPart(product.name);
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
