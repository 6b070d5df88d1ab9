import { type Static, Type } from 'typebox';

export const Pharmacy = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  opens: Type.String({ description: 'HH:MM' }),
  closes: Type.String({ description: 'HH:MM' }),
  region_id: Type.Integer(),
  // Always sent by the server; optional so that client fixtures may leave it out.
  district_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  has_all: Type.Optional(Type.Boolean()),
});

export type PharmacyDto = Static<typeof Pharmacy>;
