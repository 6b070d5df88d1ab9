import { Link } from '../link/link';
import styles from './sale-card.module.css';

export interface SaleCardProps {
  href: string;
  title: string;
  /** The sale's period as the page writes it: "с 01.11.2026 по 31.12.2026". */
  period: string;
  /** The banner picture (3:1); decorative, the title says what the sale is. */
  image: string;
  /** The first banner of a page is its largest paint: load it at once. */
  eager?: boolean;
}

/** A sale as a banner: its picture (its size reserved, 3:1), title and period; the whole card is one link. */
export function SaleCard({ href, title, period, image, eager = false }: SaleCardProps) {
  return (
    <Link href={href} className={styles.card}>
      <img
        className={styles.image}
        src={image}
        alt=""
        width={1200}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
      <span className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        <span className={styles.period}>{period}</span>
      </span>
    </Link>
  );
}
