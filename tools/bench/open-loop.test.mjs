import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { arrivalGaps, openLoop, percentile } from './open-loop.mjs';

test('arrivals are spread over exactly the run, irregularly, and the same every run', () => {
  const gaps = arrivalGaps(3000, 300);
  const span = gaps.reduce((sum, gap) => sum + gap, 0);
  assert.ok(Math.abs(span - 10_000) < 1e-6, `span ${span} ms`);
  assert.deepEqual(gaps.slice(0, 5), arrivalGaps(3000, 300).slice(0, 5));
  // Poisson arrivals: many gaps far shorter than the mean (bursts), some far longer.
  const mean = 1000 / 300;
  assert.ok(gaps.filter((gap) => gap < mean / 4).length > 300);
  assert.ok(gaps.filter((gap) => gap > mean * 2).length > 200);
});

test('percentile: nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(values, 0.5), 50);
  assert.equal(percentile(values, 0.99), 99);
  assert.equal(percentile([7], 0.99), 7);
});

test('a latency counts from when the request was due, so a server that falls behind shows it', async () => {
  // One connection and 20 ms an answer, at 100 requests a second: each waits for the ones before it, on the
  // client's side (a latency timed from the moment it was sent would stay near 20 ms).
  let busyUntil = 0;
  const server = createServer((request, response) => {
    const start = Math.max(Date.now(), busyUntil);
    busyUntil = start + 20;
    setTimeout(() => response.end('ok'), busyUntil - Date.now());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address();
    const seen = [];
    const result = await openLoop({
      origin: `http://127.0.0.1:${port}`,
      rate: 100,
      amount: 50,
      connections: 1,
      request: (i) => ({ path: `/${i}`, headers: {} }),
      onResponse: (headers) => seen.push(headers),
    });
    assert.equal(result.requests.total, 50);
    assert.equal(seen.length, 50);
    assert.equal(result.errors + result.non2xx, 0);
    // 50 requests of 20 ms take a second of service for half a second of arrivals: the last waits about 500 ms.
    assert.ok(result.latency.p99 > 300, `p99 ${result.latency.p99} ms`);
    assert.ok(result.latency.p50 > 100, `p50 ${result.latency.p50} ms`);
  } finally {
    server.close();
  }
});
