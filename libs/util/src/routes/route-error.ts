/**
 * The HTTP status a route or data error carries (spec, routing rules): its `statusCode`, `status` or
 * `response.status`, 500 by default. Anything outside 400–599 is not an error status and counts as 500.
 */
export function routeErrorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const { statusCode, status, response } = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown } | null;
  };
  for (const candidate of [statusCode, status, response?.status]) {
    const code = Number(candidate);
    if (
      candidate !== undefined &&
      candidate !== null &&
      Number.isInteger(code) &&
      code >= 400 &&
      code <= 599
    ) {
      return code;
    }
  }
  return 500;
}

/** An error that answers with a given status, e.g. `new RouteError(404, 'Product not found')`. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}
