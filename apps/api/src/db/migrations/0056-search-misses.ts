/**
 * Searches that found nothing, counted per day (issue 41): what shoppers type that the vocabulary does not know
 * yet, for staff (`v1/search/misses`). The query as normalised and nothing else: no shopper, address or time.
 */
export const sql = `
CREATE TABLE search_misses (
  day TEXT NOT NULL,
  query TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, query)
);
`;
