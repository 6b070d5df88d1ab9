import { AppError } from '@gopharm/api-client';
import { createRootStore } from '../root/root-store';
import { fakeApi, memoryStorage, recordingNavigation } from '../testing';
import { errorScreenFor, errorStatus } from './error-screen';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError } from './failed-load';
import { noticeFor } from './notice';

describe('error page', () => {
  it('takes the status from statusCode, status or response status, default 500', () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus(new AppError(401, 'Unauthorized'))).toBe(401);
    expect(errorStatus({ response: { status: 503 } })).toBe(503);
    expect(errorStatus({ status: 'weird' })).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus('boom')).toBe(500);
  });

  it('401 signs out to /auth, 404 shows not found, "Network Error" shows nothing, the rest a server error', () => {
    expect(errorScreenFor({ status: 401 })).toBe('auth');
    expect(errorScreenFor({ statusCode: 404 })).toBe('not-found');
    expect(errorScreenFor(new Error('Network Error'))).toBe('none');
    expect(errorScreenFor(new Error('Cannot read properties of undefined'))).toBe('server-error');
  });

  it('recognises a failed script-chunk load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
  });

  it('a failed script-chunk load reloads the page at most once per 60 seconds', async () => {
    let now = 1_000_000;
    const navigation = recordingNavigation();
    const storage = memoryStorage();
    const root = createRootStore({ locale: 'ru', api: fakeApi(), navigation, storage, now: () => now });
    await expect(root.reloadAfterChunkError()).resolves.toBe(true);
    now += CHUNK_RELOAD_INTERVAL_MS - 1;
    await expect(root.reloadAfterChunkError()).resolves.toBe(false);
    now += 1;
    await expect(root.reloadAfterChunkError()).resolves.toBe(true);
    expect(navigation.reloads).toBe(2);
    root.dispose();
  });

  it('two failed loads caught at once reload the page once', async () => {
    const navigation = recordingNavigation();
    const root = createRootStore({ locale: 'ru', api: fakeApi(), navigation, storage: memoryStorage() });
    const answers = await Promise.all([root.reloadAfterChunkError(), root.reloadAfterChunkError()]);
    expect(answers).toEqual([true, true]);
    expect(navigation.reloads).toBe(1);
    root.dispose();
  });
});

describe('notices', () => {
  /** A refusal as the client fails it: its body as the server sent it. */
  const refusal = (answer: { status: number; code?: string; msg?: string }) =>
    new AppError(200, answer.msg ?? 'Refused', 'refusal', { ...answer, http_status: 200 });

  it('a call without an answer, or failed with no refusal, gives the generic "check your connection" notice', () => {
    expect(noticeFor(new AppError(500, 'Network Error', 'network'))).toEqual({
      type: 'error',
      key: 'errors.network',
    });
    expect(noticeFor(new AppError(502, 'Bad Gateway'))).toEqual({ type: 'error', key: 'errors.network' });
  });

  it('a refusal is told by its code from the dictionaries; "Code None" as "Wrong code entered"', () => {
    expect(noticeFor(refusal({ status: 0, code: 'out_of_stock', msg: 'Out of stock' }))).toEqual({
      type: 'error',
      key: 'errors.outOfStock',
    });
    expect(noticeFor(refusal({ status: 0, code: 'something_new', msg: 'Something new' }))).toEqual({
      type: 'error',
      key: 'refusal.generic',
    });
    expect(noticeFor(refusal({ status: 0, code: 'wrong_code', msg: 'Code None' }))).toEqual({
      type: 'error',
      key: 'errors.wrongCode',
    });
    // The text alone is never read.
    expect(noticeFor(refusal({ status: 0, msg: 'Code None' }))).toEqual({
      type: 'error',
      key: 'refusal.generic',
    });
  });
});
