import type { AddToCartLabels } from '../add-to-cart/add-to-cart';

/** What a product card shows and says: its own file, so the card and its purchase part both read it. */
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
