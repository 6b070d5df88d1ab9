// The built edge in front of the built API, the API on an address that is not loopback (as in compose, where it
// has its own container): per-address limits must count shoppers apart, by the address the edge saw, and believe
// X-Forwarded-For from the edge only (TRUST_PROXY). Before TRUST_PROXY named the edge, every shopper counted as
// the edge's one address: ten sign-in codes an hour for the whole shop.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DEV_API_ENV } from '../scripts/server-settings.mjs';
import { bareAppDirs, freePort, startNode, waitFor } from './servers.mjs';

/** This machine's first IPv4 address that is not loopback (a container's, a VM's). */
function nonLoopbackAddress() {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!found)
    throw new Error('this test needs a network interface besides loopback (a container or VM has one)');
  return found.address;
}

/** POST JSON from a given local address (every 127.x address is this machine: each one a shopper of its own). */
function postFrom(localAddress, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, body: JSON.parse(text) }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const lanAddress = nonLoopbackAddress();
const dir = mkdtempSync(join(tmpdir(), 'gopharm-proxy-'));
const appDirs = bareAppDirs();
let api;
let edge;
let edgeUrl;
let apiUrl;

before(async () => {
  const apiPort = await freePort(lanAddress);
  const edgePort = await freePort();
  apiUrl = `http://${lanAddress}:${apiPort}`;
  edgeUrl = `http://127.0.0.1:${edgePort}`;
  api = startNode('dist/apps/api/main.mjs', {
    ...DEV_API_ENV,
    API_HOST: lanAddress,
    API_PORT: String(apiPort),
    DATABASE_FILE: join(dir, 'api.sqlite'),
    // The edge reaches the API from this machine's address on that network: the one address it believes.
    TRUST_PROXY: lanAddress,
    SMS_LIMIT_PER_IP: '2/3600',
  });
  await waitFor(`${apiUrl}/api/v1/order-minimum`, api);
  edge = startNode('dist/apps/edge/main.mjs', {
    HOST: '127.0.0.1',
    PORT: String(edgePort),
    API_URL: apiUrl,
    DIST_DIR: appDirs,
  });
  await waitFor(`${edgeUrl}/readyz`, edge);
});

after(async () => {
  await edge?.stop();
  await api?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(appDirs, { recursive: true, force: true });
});

const askCode = (from, phone, headers) =>
  postFrom(from, `${edgeUrl}/api/v1/register-captcha`, { phone }, headers);

test('counts each shopper behind the edge by their own address', async () => {
  const first = [];
  for (const phone of ['998901110001', '998901110002', '998901110003'])
    first.push(await askCode('127.0.0.11', phone));
  assert.deepEqual(
    first.map((answer) => answer.status),
    [200, 200, 429],
  );
  assert.match(first[2].body.msg, /address/);
  // Another shopper, through the same edge: a budget of their own.
  assert.equal((await askCode('127.0.0.12', '998901110004')).status, 200);
  assert.equal((await askCode('127.0.0.12', '998901110005')).status, 200);
});

test("believes no shopper's own X-Forwarded-For: the edge replaces it", async () => {
  const forged = await askCode('127.0.0.11', '998901110006', { 'x-forwarded-for': '203.0.113.77' });
  assert.equal(forged.status, 429);
});

test('believes X-Forwarded-For from the edge only: a caller reaching the API directly counts as itself', async () => {
  const direct = [];
  for (let i = 0; i < 3; i++) {
    direct.push(
      await postFrom(
        '127.0.0.13',
        `${apiUrl}/api/v1/register-captcha`,
        { phone: `99890111001${i}` },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      ),
    );
  }
  assert.deepEqual(
    direct.map((answer) => answer.status),
    [200, 200, 429],
  );
});

test('takes what clients send: a body behind Expect: 100-continue reaches the API, one over 1 MiB is a 413', async () => {
  const expectContinue = (body) =>
    new Promise((resolve, reject) => {
      const call = request(`${edgeUrl}/api/v1/register-captcha`, {
        method: 'POST',
        localAddress: '127.0.0.14',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          expect: '100-continue',
        },
      });
      call.on('continue', () => call.end(body));
      call.on('response', (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, body: JSON.parse(text) }));
      });
      call.on('error', reject);
      call.flushHeaders();
    });
  const small = await expectContinue(Buffer.from(JSON.stringify({ phone: '998901110020' })));
  assert.equal(small.status, 200);
  assert.equal(small.body.status, 1);
  const big = await expectContinue(Buffer.alloc(2 * 1024 * 1024, 'a'));
  assert.equal(big.status, 413);
  assert.deepEqual(Object.keys(big.body).sort(), ['msg', 'status']);
  assert.doesNotMatch(edge.output, /EPIPE|API unreachable/);
});
