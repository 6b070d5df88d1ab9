import { type Static, type TSchema, Type } from 'typebox';
import { SLUG_PATTERN_SOURCE } from '../routes/route-table';
import { REFUSAL_MESSAGES, type RefusalCode } from '../wire/refusals';

/** Ids are 32-bit integers in both engines' tables: a larger number is a bad request or not found, never a database error. */
export const MAX_STORED_ID = 2_147_483_647;
export const Id = Type.Integer({ minimum: 1, maximum: MAX_STORED_ID });

export const Lang = Type.Enum(['ru', 'uz'], { default: 'ru' });

/** A product, category or article slug (or an id where the call takes either): the route table's own rule. */
export const Slug = Type.String({ minLength: 1, pattern: SLUG_PATTERN_SOURCE });

/** The query every call accepts: `lan` (ru by default) and the optional `region`. */
export const CommonQuery = Type.Object({
  lan: Type.Optional(Lang),
  region: Type.Optional(Id),
});

export const LatLng = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});

/** The common answer of calls that only say whether they worked. */
export const Status = Type.Object({
  status: Type.Integer(),
  // A refusal's code (`RefusalCode`, ../wire/refusals.ts), which a client matches: `msg` is the API's English
  // text. A string, since a newer API may send a code this client does not know.
  code: Type.Optional(Type.String()),
  msg: Type.Optional(Type.String()),
});

/**
 * A refusal: `status` 0, its stable `code` (what the client matches: never the text) and the English `msg`;
 * a value the text names travels as a field of its own (`count`). Sent with the HTTP status its route names, or with 200 where the
 * spec has the call answer `status: 0` (a wrong code, an order refused).
 */
/** The codes of the refusal catalogue (../wire/refusals.ts): what a client matches. */
export const RefusalCodes = Type.Enum(Object.keys(REFUSAL_MESSAGES) as RefusalCode[]);

export const Refusal = Type.Object(
  {
    status: Type.Literal(0),
    code: RefusalCodes,
    msg: Type.String(),
  },
  { additionalProperties: true },
);

/** A call's 200 answer: what it gives, or a refusal with `status` 0 (serialised by whichever the body is). */
export const OrRefusal = <Answer extends TSchema>(answer: Answer) => Type.Union([answer, Refusal]);
export type LatLng = Static<typeof LatLng>;
export type StatusDto = Static<typeof Status>;
