/**
 * How a call failed: `network`, no answer at all (offline, a timeout: the spec's "Network Error", status 500);
 * `http`, an answer with a failing status; `refusal`, the server's refusal in the contract's shape (`{ status: 0,
 * code, msg }`) of a call whose refusals the shopper is shown (PostOptions.refusal), its body in `answer`.
 */
export type FailureKind = 'network' | 'http' | 'refusal';

/** A refusal's body as sent, with its HTTP status and Retry-After in seconds. */
export interface RefusalAnswer {
  status: number;
  /** The refusal's code (libs/util/src/wire/refusals.ts): what the client matches, never `msg`. */
  code?: string;
  msg?: string;
  /** The number a refusal's text carries ("At most 10 cards can be saved"), as its own field. */
  count?: number;
  /** The HTTP status of a refusal (400, 404, 409, 429…; 200 when the body alone refused). */
  http_status?: number;
  /** Seconds the server asked to wait (Retry-After), when it said so. */
  retry_after?: number;
  /** What else the refusal carries (placing an order: the address's `location` problems, the `store_id`'s). */
  [field: string]: unknown;
}

/** A failed call: the HTTP status (500 when there was no response) and the server's or the network's message. */
export class AppError extends Error {
  readonly status: number;
  readonly kind: FailureKind;
  /** A refusal's body (kind `refusal` only). */
  readonly answer?: RefusalAnswer;

  constructor(status: number, message: string, kind: FailureKind = 'http', answer?: RefusalAnswer) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.kind = kind;
    this.answer = answer;
  }
}
