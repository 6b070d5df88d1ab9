import { type Static, Type } from 'typebox';
import { DRUG_SORTS, PACK_UNITS, PRODUCT_KINDS } from '../wire/wire-constants';
import { LISTING_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '../wire/wire-limits';
import { CommonQuery, Id, Lang, Slug } from './common';
import { Pharmacy } from './pharmacy';

/** A drug's price per unit: `price` sum (to the tiyin) for one `unit`, the pack holding `amount` of them. */
export const UnitPrice = Type.Object({
  unit: Type.Enum(PACK_UNITS),
  amount: Type.Number(),
  price: Type.Number(),
});

const NamedRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A drug as every list carries it. */
export const Drug = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String({ description: 'In `lan`, the manufacturer in quotes inside it.' }),
  price: Type.Integer({ description: 'Sum.' }),
  manufacturer: Type.Object({ id: Type.Integer(), name: Type.String(), country: Type.String() }),
  country_code: Type.String(),
  image: Type.String(),
  image_thumbnail: Type.String(),
  is_count_exist: Type.Boolean(),
  max_count: Type.Integer(),
  /** A medicine's active substance; for goods, their type ("тонометр автоматический"). */
  international_name: NamedRef,
  is_recept: Type.Boolean(),
  release_form: Type.String(),
  labels: Type.Array(Type.String()),
  category_id: Type.Integer(),
  // Always sent; optional because a copy the browser kept from before it existed lacks it.
  unit_price: Type.Optional(
    Type.Union([UnitPrice, Type.Null()], {
      description: 'The price of one tablet, millilitre, gram or dose; null when the pack size is unknown.',
    }),
  ),
  // Always sent; optional because a copy the browser kept from before it existed lacks it (a medicine).
  kind: Type.Optional(
    Type.Enum(PRODUCT_KINDS, {
      description: 'medicine (substance, leaflet, maybe a prescription) or goods (type and characteristics).',
    }),
  ),
});

/** One characteristic of a good ("Гарантия": "5 лет"). */
export const Characteristic = Type.Object({ name: Type.String(), value: Type.String() });

/** A category with its parent chain (a few levels). */
export const CategoryRef = Type.Cyclic(
  {
    CategoryRef: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      parent: Type.Union([Type.Ref('CategoryRef'), Type.Null()]),
    }),
  },
  'CategoryRef',
);

/** `GET v1/drug/{slug-or-id}`: a drug with its page's fields. */
export const DrugDetail = Type.Object({
  ...Drug.properties,
  images: Type.Array(Type.String()),
  description: Type.String({ description: 'Sanitised HTML.' }),
  category: Type.Union([CategoryRef, Type.Null()]),
  pharmacies_count: Type.Integer(),
  characteristics: Type.Array(Characteristic, {
    description: "A good's characteristics, shown instead of a leaflet; empty for a medicine.",
  }),
  analogues: Type.Array(Drug),
  equivalents: Type.Array(Drug, {
    description:
      'The same substance, form and strength from other makers, those held first, then cheapest per unit.',
  }),
  nearest_pharmacy: Type.Optional(
    Type.Union([Type.Object({ ...Pharmacy.properties, distance_km: Type.Number() }), Type.Null()], {
      description: 'Sent when the query has `location`: the nearest pharmacy holding the drug, or null.',
    }),
  ),
});

const CountedById = Type.Array(
  Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() }),
);
const CountedByText = Type.Array(
  Type.Object({ id: Type.String(), name: Type.String(), count: Type.Integer() }),
);

/** `facets=1`: what the listing's filters offer, with counts. */
export const Facets = Type.Object({
  manufacturers: CountedById,
  substances: CountedById,
  countries: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), count: Type.Integer() })),
  recept: Type.Object({ yes: Type.Integer(), no: Type.Integer() }),
  price: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  // Always sent; optional because a listing the browser kept from before they existed lacks them.
  forms: Type.Optional(
    Type.Array(CountedByText.items, {
      description: "Dosage forms of the medicines (`form` codes), and goods' types, with counts.",
    }),
  ),
  brands: Type.Optional(CountedByText),
  kinds: Type.Optional(
    Type.Object(
      { medicine: Type.Integer(), goods: Type.Integer() },
      { description: 'How many medicines and goods the listing holds: which filters fit the shelf.' },
    ),
  ),
});

/** `GET v1/drugs`: one page of a list. */
export const DrugsPage = Type.Object({
  status: Type.Integer(),
  results: Type.Array(Drug),
  count: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
  corrected: Type.Optional(
    Type.String({
      description:
        'The search as read, when it was read differently; with no results, the start of it that finds something.',
    }),
  ),
  facets: Type.Optional(Facets),
});

/** Comma-separated positive ids, e.g. "1,2,3". */
const IdList = Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,199}$' });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** The query of `GET v1/drugs`: one of is_home, ids, search, or the catalogue filters. */
export const DrugsQuery = Type.Object({
  lan: Type.Optional(Lang),
  region: Type.Optional(Id),
  is_home: Type.Optional(Flag),
  ids: Type.Optional(IdList),
  search: Type.Optional(
    Type.String({ minLength: SEARCH_QUERY_MIN_LENGTH, maxLength: SEARCH_QUERY_MAX_LENGTH }),
  ),
  category: Type.Optional(Slug),
  manufacturer: Type.Optional(IdList),
  substance: Type.Optional(IdList),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}(,[A-Za-z]{2}){0,50}$' })),
  form: Type.Optional(Type.String({ pattern: '^[a-z-]{1,30}(,[a-z-]{1,30}){0,50}$' })),
  brand: Type.Optional(
    Type.String({ minLength: 1, maxLength: 500, description: 'Brands, comma-separated.' }),
  ),
  recept: Type.Optional(Flag),
  price_min: Type.Optional(Type.Integer({ minimum: 0 })),
  price_max: Type.Optional(Type.Integer({ minimum: 0 })),
  in_stock: Type.Optional(Flag),
  sort: Type.Optional(Type.Enum(DRUG_SORTS, { default: 'popular' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LISTING_MAX_PAGE, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 24 })),
  facets: Type.Optional(Flag),
});

/** The query of `GET v1/drug/{slug-or-id}`. */
export const DrugPageQuery = Type.Object({
  ...CommonQuery.properties,
  is_publish: Type.Optional(Type.Boolean()),
  location: Type.Optional(
    Type.String({ pattern: '^-?\\d{1,2}(\\.\\d+)?,-?\\d{1,3}(\\.\\d+)?$', description: '"lat,lng"' }),
  ),
});

/** `GET v1/drug-instruction/{id}`: the leaflet's sections. */
export const InstructionSection = Type.Object({
  title: Type.String(),
  content: Type.String({ description: 'Sanitised HTML.' }),
});

export type DrugDto = Static<typeof Drug>;
export type DrugDetailDto = Static<typeof DrugDetail>;
export type UnitPriceDto = Static<typeof UnitPrice>;
export type CategoryRefDto = Static<typeof CategoryRef>;
export type FacetsDto = Static<typeof Facets>;
export type DrugsPageDto = Static<typeof DrugsPage>;
export type DrugsWireQuery = Static<typeof DrugsQuery>;
export type InstructionSectionDto = Static<typeof InstructionSection>;
