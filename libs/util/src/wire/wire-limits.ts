import { SEARCH_MIN_LENGTH } from '../rules/storefront-rules';

/**
 * Limits of the API contract that callers must respect too: the API refuses anything beyond them with 400 (or
 * 413), so the edge and the apps keep within them instead of turning a shopper's URL into a failed call.
 */

/** The largest request body the API reads (1 MiB); the edge answers 413 above it without passing it on. */
export const API_BODY_LIMIT_BYTES = 1_048_576;

/** The one call that takes a larger body: a prescription's photo or scan, sent as it is, up to 5 MiB. */
export const PRESCRIPTION_UPLOAD_PATH = '/api/v1/prescriptions/file';
export const PRESCRIPTION_FILE_MAX_BYTES = 5 * 1_048_576;

/** The largest body the API reads on a path of the site (`/api/…`, a query ignored). */
export function apiBodyLimit(url: string): number {
  return url.split('?')[0] === PRESCRIPTION_UPLOAD_PATH ? PRESCRIPTION_FILE_MAX_BYTES : API_BODY_LIMIT_BYTES;
}

/** `search` of `GET v1/drugs`: 2 to 100 characters (the search box's own minimum). */
export const SEARCH_QUERY_MIN_LENGTH = SEARCH_MIN_LENGTH;
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** `page` of `GET v1/drugs`: 1 to 10,000. */
export const LISTING_MAX_PAGE = 10_000;
