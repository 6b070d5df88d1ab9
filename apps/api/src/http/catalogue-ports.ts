import type { DrugDto } from '@gopharm/util/contract';
import type { CartCatalogue } from '../cart/cart-catalogue';
import type { Lang } from './common-query';

/**
 * What the account routes need from the catalogue, which another module owns: drugs as the contract's `Drug`
 * shape and regions. The server wires these to the catalogue's repos, tests to small fixtures.
 */
export interface DrugLookup {
  /** The drugs with these ids as the contract's `Drug`, in the order given; unknown ids are left out. */
  byIds(ids: readonly number[], options: { lan: Lang; region: number }): Promise<DrugDto[]>;
  exists(id: number): Promise<boolean>;
}

export interface RegionWithDistrict {
  id: number;
  name: string;
  childs: { id: number; name: string }[];
  district: { id: number; name: string } | null;
}

export interface RegionLookup {
  /** A region or district by id, as its region with the district chosen; null when there is none. */
  find(id: number, lan: Lang): RegionWithDistrict | null;
}

export interface CataloguePorts {
  drugs: DrugLookup;
  regions: RegionLookup;
  cart: CartCatalogue;
}
