// An open-loop load: requests arrive at a rate, each at its own moment (Poisson arrivals, as independent shoppers
// do), whether or not earlier ones have been answered; a request's latency runs from the moment it was due to the
// end of its answer, so time spent waiting for a free connection or a busy server counts (no coordinated
// omission). autocannon's `overallRate` is not this: each connection sends back to back until it has made its
// share of the second, then waits for the next one, so the whole second's requests arrive as a burst at its start;
// and it weighs each latency by the millisecond (a 100 ms answer counted a hundred times), so its p99 described
// bursts of a saturated server, not a steady rate.
import { Pool } from 'undici';

/** The value below which a share `q` of the sorted values lies (nearest rank). */
export function percentile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * `count` exponentially distributed gaps (ms) of mean 1/rate seconds, from a seeded generator (runs are
 * comparable), scaled so that they span exactly count/rate seconds: the run offers the rate it names.
 */
export function arrivalGaps(count, rate, seed = 1) {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    // xorshift32: good enough to space requests, and the same every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 4294967296;
  };
  const gaps = Array.from({ length: count }, () => -Math.log(uniform()));
  const scale = ((count / rate) * 1000) / gaps.reduce((sum, gap) => sum + gap, 0);
  return gaps.map((gap) => gap * scale);
}

/**
 * Sends `amount` requests, or as many as `seconds` holds, at `rate` per second to `origin`. `request(i)` gives the
 * i-th request's path and headers; `onResponse(headers)` sees each answer's headers. Resolves with the answered
 * count, the achieved rate, latency percentiles (ms) and the errors.
 */
export async function openLoop({ origin, rate, seconds, amount, request, onResponse, connections = 128 }) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const total = amount ?? Math.round(rate * seconds);
  const gaps = arrivalGaps(total, rate);
  const began = performance.now();
  const pending = [];
  let due = began;
  for (let i = 0; i < total; i++) {
    due += gaps[i];
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { path, headers } = request(i);
    const sentAt = due;
    pending.push(
      pool
        .request({ path, method: 'GET', headers })
        .then(async (answer) => {
          await answer.body.dump();
          latencies.push(performance.now() - sentAt);
          if (answer.statusCode < 200 || answer.statusCode >= 300) non2xx += 1;
          onResponse?.(answer.headers);
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - began) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: { total: latencies.length, average: latencies.length / elapsed },
    latency: {
      p50: round(percentile(latencies, 0.5)),
      p90: round(percentile(latencies, 0.9)),
      p99: round(percentile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? Number.NaN),
    },
    errors,
    non2xx,
  };
}
