// How the workspace's own scripts start the servers: `npm start` and the e2e suites (launch.mjs), the soak and the
// benches. One place, so they all run the servers the same way, and the way production does where it matters.

/**
 * A development API hands codes out through the dev outbox (`GET /api/dev/sms-outbox`). The API has no default
 * provider and refuses this one with NODE_ENV=production, so every development start says so explicitly.
 */
export const DEV_API_ENV = { SMS_PROVIDER: 'console', PAYMENT_PROVIDERS: 'dev' };

/**
 * The edge's heap bound (MB of V8 old space), the same as in deploy/edge.Dockerfile (a test holds them equal): its
 * caches fill to their own bounds well below it, and a leak stops the process instead of filling the machine.
 */
export const EDGE_HEAP_MB = 128;
/**
 * The young generation's bound (MB per semi-space). Node's default grows it to 64 MB, whose three semi-spaces V8
 * counts against the same overall limit as the old generation: under a 128 MB heap that left the old generation
 * so little room that a full collection ran every few dozen milliseconds. Measured on one worker rendering 100
 * pages a second: CPU per page 12.6 ms at the default, 6.9 ms at 8 MB, and 110 MB less resident memory. A render's
 * short-lived objects still die young at 8 MB.
 */
export const EDGE_YOUNG_MB = 8;
export const EDGE_NODE_ARGS = [
  `--max-old-space-size=${EDGE_HEAP_MB}`,
  `--max-semi-space-size=${EDGE_YOUNG_MB}`,
];

/**
 * A load generator is one address asking for hundreds of pages a second: the benches that measure rendering lift
 * the edge's page and /api limits (300 and 600 a minute per address) out of the way. The soak instead sends each request as one of
 * many shoppers, through the edge's trusted proxy, with the limit in place.
 */
export const LOAD_TEST_EDGE_ENV = { PAGE_LIMIT_PER_IP: '1000000000/60', API_LIMIT_PER_IP: '1000000000/60' };
