import type { PharmacyDto } from '@gopharm/util';
import type { Lang } from '../http/common-query';

/** The contract's `Pharmacy` shape (the wire type shared with the client). */
export type Pharmacy = Omit<PharmacyDto, 'has_all'>;

/** What an order needs to know of a drug in the shopper's region. */
export interface CartDrug {
  id: number;
  slug: string;
  name: string;
  /** The name in both languages, kept with an order so its history reads in either. */
  names: { ru: string; uz: string };
  price: number;
  max_count: number;
  image_thumbnail: string;
  /** Dispensed against a prescription: an order with it names one of the shopper's. */
  is_recept: boolean;
}

export interface PharmacyStock {
  pharmacy: Pharmacy;
  /** drug id → units on hand, for the drugs asked about. */
  stock: ReadonlyMap<number, number>;
}

/**
 * What placing an order needs from the catalogue (drugs, pharmacies and their stock), which another module owns.
 * The server wires it to the catalogue's repos; `takeStock` runs inside the order's transaction.
 */
export interface CartCatalogue {
  drugs(ids: readonly number[], options: { lan: Lang; region: number }): Promise<CartDrug[]>;
  /** The pharmacies of the region (a district's region included) with their stock of these drugs. */
  pharmaciesWithStock(
    ids: readonly number[],
    options: { lan: Lang; region: number },
  ): Promise<PharmacyStock[]>;
  /** Takes the lines from a pharmacy's stock only if it holds all of them; false, and nothing taken, otherwise. */
  takeStock(pharmacyId: number, lines: ReadonlyArray<{ drug_id: number; qty: number }>): Promise<boolean>;
  /** Adds what a pharmacy received to its stock; the pharmacy's region, or null when there is no such pharmacy. */
  receiveStock(
    pharmacyId: number,
    lines: ReadonlyArray<{ drug_id: number; qty: number }>,
  ): Promise<number | null>;
  pharmacy(id: number, lan: Lang): Promise<Pharmacy | null>;
}
