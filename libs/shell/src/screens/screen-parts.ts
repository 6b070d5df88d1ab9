import type { DrugDto } from '@gopharm/api-client';
import type { ListingScope } from '../catalog/use-drug-listing';
import type { ComponentType, ReactNode } from 'react';

/** An app's frame around a page of the profile area: the desktop side menu, or the phone's title and stack. */
export type ProfileFrameComponent = ComponentType<{ title: string; children: ReactNode }>;

/** An app's not-found screen (mobile has its own variant with popular categories). */
export type NotFoundComponent = ComponentType<{ product?: boolean }>;

/** An app's row of drug cards (analogues, recently seen), with each card's price per unit where given. */
export type ProductRowComponent = ComponentType<{
  drugs: DrugDto[];
  label: string;
  perUnit?: (drug: DrugDto) => { unitPrice: string; note: string };
}>;

/**
 * An app's layout of a paged, sorted and filtered grid of drugs (shell's useDrugListing): a category's or a
 * search's. `label` names the grid for screen readers; `empty` is shown when nothing matches (by default the
 * shelf's empty state, ListingEmpty); `after` under the grid once it has drugs (the search's analogues).
 */
export type ListingComponent = ComponentType<{
  scope: ListingScope;
  label: string;
  empty?: ReactNode;
  after?: (drugs: DrugDto[]) => ReactNode;
}>;
