/**
 * A sale runs from the first moment of its first day to the last moment of its last day in the shop's time
 * zone (Asia/Tashkent, UTC+5, no daylight saving). Sales seeded before were stored as UTC days, so in Tashkent
 * they ended five hours late and a storefront showed the period a day too long ("по 01.01.2027").
 */
export const sql = `
UPDATE sales
SET start_date = strftime('%Y-%m-%dT%H:%M:%SZ', start_date, '-5 hours'),
    end_date = strftime('%Y-%m-%dT%H:%M:%SZ', end_date, '-5 hours')
WHERE start_date LIKE '%T00:00:00Z' AND end_date LIKE '%T23:59:59Z';
`;

/** The same on PostgreSQL (no strftime there). */
export const postgres = `
UPDATE sales
SET start_date = to_char(CAST(start_date AS timestamptz) AT TIME ZONE 'UTC' - interval '5 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    end_date = to_char(CAST(end_date AS timestamptz) AT TIME ZONE 'UTC' - interval '5 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
WHERE start_date LIKE '%T00:00:00Z' AND end_date LIKE '%T23:59:59Z';
`;
