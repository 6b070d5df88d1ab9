import { type Static, Type } from 'typebox';
import { CARD_BRANDS } from '../wire/wire-constants';
import { TEXT_LIMITS } from '../wire/text-limits';
import { Id, LatLng } from './common';
import { Region } from './catalogue';
import { Drug } from './drug';

/** What a call that refuses with 200 answers when it worked (`status` 1), so that a refusal never reads as it. */
export const Done = Type.Object({ status: Type.Literal(1), msg: Type.String() });

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

// Sign-in: `v1/register-captcha`, `v1/accept`, `v1/user`.

const Phone = Type.String({ minLength: 1, maxLength: 32 });
const Code = Type.String({ minLength: 1, maxLength: 16 });

export const User = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  father_name: Type.String(),
  birth_date: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  gender: Type.Union([Type.Enum(['male', 'female']), Type.Null()]),
  complete: Type.Enum([0, 1], { description: '1 once the profile is filled in.' }),
});

/**
 * `POST v1/register-captcha`: the phone and, when the API asked for one (428 `challenge_required`), the solution
 * of a `GET v1/challenge` (base64 of its JSON with the `number` found, as the ALTCHA widget sends it).
 */
export const PhoneBody = Type.Object({
  phone: Phone,
  altcha: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** `GET v1/challenge`: a proof-of-work challenge (the ALTCHA scheme), to solve before asking for a code. */
export const ChallengeAnswer = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  signature: Type.String(),
});

/** `POST v1/register-captcha`: the code is sent (refusals come with 400, 429 or 503). */
export const CodeSent = Type.Object({
  status: Type.Integer(),
  msg: Type.String(),
  is_registered: Type.Boolean(),
});

export const AcceptBody = Type.Object({ phone: Phone, code: Code });

/** `POST v1/accept`: the token and the user (a wrong code is a refusal with 200). */
export const Accepted = Type.Object({
  status: Type.Literal(1),
  msg: Type.String(),
  token: Type.String(),
  user: User,
});

/** `GET v1/user`. */
export const UserAnswer = Type.Object({ status: Type.Integer(), user: User });

// The profile: `v1/register-profil`, `v1/user-cashback`, `v1/add-region`.

const Name = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.name });

export const ProfileBody = Type.Object({
  first_name: Name,
  last_name: Name,
  father_name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name })),
  birth_date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
  gender: Type.Enum(['male', 'female']),
});

export const ProfileSaved = Type.Object({ status: Type.Integer(), msg: Type.String(), user: User });

export const Cashback = Type.Object({
  status: Type.Integer(),
  msg: Type.String(),
  cash: Type.Number({ description: 'The bonus balance, sum.' }),
});

export const RegionBody = Type.Object({ region: Id });

/** `GET v1/add-region`: the saved region with the district chosen, if one was (none saved is a refusal). */
export const SavedRegion = Type.Object({ ...Region.properties, district: Type.Union([Named, Type.Null()]) });

// Saved cards: `v2/cards…`.

/** A saved card: only its masked number ever reaches the client. */
export const Card = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: '"8600 **** **** 1234"' }),
  brand: Type.Enum(CARD_BRANDS),
});

/**
 * The card's token from the provider's card API (Payme's `cards.create`, which the browser calls itself): the
 * card number and expiry never come here.
 */
export const CardInitBody = Type.Object(
  { card_token: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);

/** `GET v2/cards/tokenizer`: where the browser creates a card's token, and the X-Auth it sends (the cashbox id). */
export const CardTokenizer = Type.Object({
  status: Type.Literal(1),
  url: Type.String(),
  merchant_id: Type.String(),
});

export const CardInit = Type.Object({
  status: Type.Literal(1),
  msg: Type.String(),
  session: Type.String(),
  phone_mask: Type.String(),
});

export const CardConfirmBody = Type.Object({
  session: Type.String({ minLength: 1, maxLength: 128 }),
  code: Code,
});

export const CardConfirmed = Type.Object({ status: Type.Literal(1), msg: Type.String(), card: Card });

export const CardDeleteBody = Type.Object({ card_id: Id });

export const Cards = Type.Object({ status: Type.Integer(), results: Type.Array(Card) });

// Saved delivery addresses: `v2/addresses…`.

export const Address = Type.Object({
  id: Type.Integer(),
  address: Type.String(),
  house: Type.String(),
  apartment: Type.String(),
  entrance: Type.String(),
  floor: Type.String(),
  intercom: Type.String(),
  comment: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});

const Short = Type.Optional(Type.String({ maxLength: TEXT_LIMITS.short }));

export const AddressBody = Type.Object({
  address: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.street }),
  house: Short,
  apartment: Short,
  entrance: Short,
  floor: Short,
  intercom: Short,
  comment: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.comment })),
  ...LatLng.properties,
});

export const Addresses = Type.Object({ status: Type.Integer(), results: Type.Array(Address) });

export const AddressSaved = Type.Object({ status: Type.Literal(1), address: Address });

export const IdBody = Type.Object({ id: Id });

// Favourites and viewed drugs: `v2/favorites…`, `v2/viewed-drug…`.

export const DrugIdBody = Type.Object({ drug_id: Id });

/** A guest's list joining the user's at sign-in. */
export const DrugIdsBody = (maxItems: number) => Type.Object({ drugIds: Type.Array(Id, { maxItems }) });

export const FavoriteToggled = Type.Object({ status: Type.Integer(), is_favorite: Type.Boolean() });

export const DrugList = Type.Object({ status: Type.Integer(), results: Type.Array(Drug) });

export type PhoneBodyDto = Static<typeof PhoneBody>;
export type AcceptBodyDto = Static<typeof AcceptBody>;
export type ProfileBodyDto = Static<typeof ProfileBody>;
export type RegionBodyDto = Static<typeof RegionBody>;
export type CardInitBodyDto = Static<typeof CardInitBody>;
export type CardTokenizerDto = Static<typeof CardTokenizer>;
export type CardConfirmBodyDto = Static<typeof CardConfirmBody>;
export type CardDeleteBodyDto = Static<typeof CardDeleteBody>;
export type AddressBodyDto = Static<typeof AddressBody>;
export type IdBodyDto = Static<typeof IdBody>;
export type DrugIdBodyDto = Static<typeof DrugIdBody>;
export type DrugIdsBodyDto = Static<ReturnType<typeof DrugIdsBody>>;
export type UserDto = Static<typeof User>;
export type CodeSentDto = Static<typeof CodeSent>;
export type ChallengeDto = Static<typeof ChallengeAnswer>;
export type AcceptedDto = Static<typeof Accepted>;
export type ProfileSavedDto = Static<typeof ProfileSaved>;
export type CashbackDto = Static<typeof Cashback>;
export type SavedRegionDto = Static<typeof SavedRegion>;
export type CardDto = Static<typeof Card>;
export type CardInitDto = Static<typeof CardInit>;
export type CardConfirmedDto = Static<typeof CardConfirmed>;
export type AddressDto = Static<typeof Address>;
export type AddressSavedDto = Static<typeof AddressSaved>;
export type FavoriteToggledDto = Static<typeof FavoriteToggled>;
