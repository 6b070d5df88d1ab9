import { type Static, Type } from 'typebox';
import type { PrescriptionMediaType } from '../wire/wire-constants';
import { OrRefusal } from './common';

const MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'application/pdf',
] as const satisfies readonly PrescriptionMediaType[];

/** A prescription the shopper keeps: an e-prescription's number, or a photo or scan (never its bytes here). */
export const Prescription = Type.Object({
  id: Type.Integer(),
  number: Type.Union([Type.String(), Type.Null()], {
    description: "The e-prescription's number; null for a file.",
  }),
  file: Type.Union(
    [
      Type.Object({ media_type: Type.Enum(MEDIA_TYPES), size: Type.Integer({ description: 'Bytes.' }) }),
      Type.Null(),
    ],
    { description: 'The photo or scan; null for a number.' },
  ),
  created_at: Type.String(),
});

/** `GET v1/prescriptions`: the shopper's prescriptions, newest first. */
export const PrescriptionsAnswer = Type.Object({ status: Type.Integer(), results: Type.Array(Prescription) });

/** `POST v1/prescriptions`: an e-prescription's number (checked after normalising). */
export const PrescriptionNumberBody = Type.Object({ number: Type.String({ maxLength: 64 }) });

/** `POST v1/prescriptions` and `POST v1/prescriptions/file`: the kept prescription, or a refusal (too many). */
export const PrescriptionSaved = OrRefusal(
  Type.Object({ status: Type.Integer(), prescription: Prescription }),
);

export type PrescriptionDto = Static<typeof Prescription>;
export type PrescriptionNumberBodyDto = Static<typeof PrescriptionNumberBody>;
