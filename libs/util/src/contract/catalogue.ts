import { type Static, Type } from 'typebox';
import { CARD_BRANDS, CATEGORY_ICONS } from '../wire/wire-constants';
import { CommonQuery, Id, Slug } from './common';
import { CategoryRef, Drug } from './drug';
import { Pharmacy } from './pharmacy';

/** The params of a call that takes a slug or an id (`v1/category/{key}`). */
export const KeyParams = Type.Object({ key: Slug });

const categoryFields = {
  id: Type.Integer(),
  name: Type.String({ description: 'In `lan`.' }),
  name_ru: Type.String(),
  name_uz: Type.String(),
  slug: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  icon: Type.Union([Type.Enum(CATEGORY_ICONS), Type.Null()], {
    description: 'The icon of its tile (top-level categories); null: none.',
  }),
};

/** A category of the tree with its subcategories (`childs`, as the wire spells it). */
export const Category = Type.Cyclic(
  { Category: Type.Object({ ...categoryFields, childs: Type.Array(Type.Ref('Category')) }) },
  'Category',
);

/** `GET v1/categories`: the whole tree. */
export const CategoriesAnswer = Type.Object({
  status: Type.Integer(),
  msg: Type.String(),
  results: Type.Array(Category),
});

/** `GET v1/category/{slug-or-id}`: one subtree with its parent chain. */
export const CategoryDetail = Type.Object({
  ...categoryFields,
  childs: Type.Array(Category),
  parent: Type.Union([CategoryRef, Type.Null()]),
});

const District = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A region of Uzbekistan with its districts. */
export const Region = Type.Object({ id: Type.Integer(), name: Type.String(), childs: Type.Array(District) });

/** `GET v1/regions`: a bare array. */
export const Regions = Type.Array(Region);

/** The query of `GET v2/collections`. */
export const CollectionsQuery = Type.Object({
  ...CommonQuery.properties,
  location: Type.Optional(Type.String({ maxLength: 100, description: '"lat,lng"' })),
});

export const Collection = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  type: Type.String(),
  status: Type.String(),
  sort: Type.Integer(),
  drugs: Type.Array(Drug),
});

/** `GET v2/collections`: every collection, all types and statuses. */
export const CollectionsAnswer = Type.Object({
  status: Type.Integer(),
  results: Type.Object({ data: Type.Array(Collection) }),
});

/** A sale (promotion). */
export const Sale = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String({ description: 'Sanitised HTML.' }),
  image: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
});

/** `GET v1/sales`: the running and coming sales. */
export const SalesAnswer = Type.Object({ status: Type.Integer(), results: Type.Array(Sale) });

/** `GET v1/sale/{id}`: a sale with its drugs. */
export const SaleDetail = Type.Object({ ...Sale.properties, drugs: Type.Array(Drug) });

/** `GET v1/sitemap`: every public slug. */
export const Sitemap = Type.Object({
  products: Type.Array(Type.Object({ slug: Type.String(), updated: Type.String() })),
  categories: Type.Array(Type.Object({ slug: Type.String() })),
  articles: Type.Array(Type.Object({ slug: Type.String() })),
});

/** The query of `GET v1/pharmacies`: with `drugs` ("id:qty,…"), `has_all` tells which hold all of them. */
export const PharmaciesQuery = Type.Object({
  ...CommonQuery.properties,
  drugs: Type.Optional(
    Type.String({ pattern: '^[1-9]\\d{0,8}:[1-9]\\d{0,3}(,[1-9]\\d{0,8}:[1-9]\\d{0,3}){0,99}$' }),
  ),
});

/** `GET v1/pharmacies` and `POST v2/cart-stores`: pharmacies. */
export const PharmaciesAnswer = Type.Object({ status: Type.Integer(), results: Type.Array(Pharmacy) });

/** `POST v2/cart-stores`: the cart's lines (1 to 100). */
export const CartStoresBody = Type.Object({
  drugs: Type.Array(Type.Object({ drug_id: Id, qty: Type.Integer({ minimum: 1, maximum: 1000 }) }), {
    minItems: 1,
    maxItems: 100,
  }),
});

/** `GET v2/bine-cards`: card number prefixes (BIN ranges) and the payment system of each. */
export const BinCards = Type.Object({
  status: Type.Integer(),
  results: Type.Array(Type.Object({ bin: Type.String(), brand: Type.Enum(CARD_BRANDS) })),
});

export type CategoryDto = Static<typeof Category>;
export type CategoryDetailDto = Static<typeof CategoryDetail>;
export type RegionDto = Static<typeof Region>;
export type CollectionDto = Static<typeof Collection>;
export type SaleDto = Static<typeof Sale>;
export type SaleDetailDto = Static<typeof SaleDetail>;
export type SitemapDto = Static<typeof Sitemap>;
export type CartStoresBodyDto = Static<typeof CartStoresBody>;
export type BinCardsDto = Static<typeof BinCards>;
