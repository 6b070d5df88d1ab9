import { type Static, Type } from 'typebox';
import { VITAL_NAMES } from '../wire/vital-names';

/** `POST v1/vitals`: one page view's metrics, sent by the apps' beacon (`libs/shell/src/vitals`). */
export const VitalsBatch = Type.Object({
  route: Type.String({
    minLength: 1,
    maxLength: 64,
    description:
      "The shared route table's id (or `not-found`), never the URL: no slug, query or personal data.",
  }),
  device: Type.Enum(['desktop', 'mobile']),
  lan: Type.Enum(['ru', 'uz']),
  metrics: Type.Array(
    Type.Object({
      name: Type.Enum(VITAL_NAMES),
      value: Type.Number({ minimum: 0, description: 'Milliseconds; CLS has no unit.' }),
    }),
    { minItems: 1, maxItems: VITAL_NAMES.length },
  ),
});

/** `GET v1/vitals/summary` (staff): the window, in days, up to the days the rows are kept. */
export const VitalsSummaryQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: 365, default: 28 }),
});

/** The p75 (nearest rank, as CrUX reports it) and count of one route, device and metric. */
export const VitalsSummaryRow = Type.Object({
  route: Type.String(),
  device: Type.String(),
  metric: Type.String(),
  p75: Type.Number(),
  count: Type.Integer(),
});

export const VitalsSummary = Type.Object({
  status: Type.Literal(1),
  days: Type.Integer(),
  since: Type.String({ description: 'ISO 8601: the start of the window.' }),
  results: Type.Array(VitalsSummaryRow),
});

export type VitalsBatchDto = Static<typeof VitalsBatch>;
export type VitalsSummaryQueryDto = Static<typeof VitalsSummaryQuery>;
export type VitalsSummaryRowDto = Static<typeof VitalsSummaryRow>;
export type VitalsSummaryDto = Static<typeof VitalsSummary>;
