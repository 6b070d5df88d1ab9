import { AppError } from '@gopharm/api-client';
import { refusalOf } from './refusal';
import { REFUSED_IN_GENERAL } from './refused-in-general';
import { refusalLater, refusedLater } from './refused-later';

const refusal = (code: string, status = 422) =>
  new AppError(status, code, 'refusal', { status: 0, code, msg: code, http_status: status });

describe('refusalLater', () => {
  it('tells a refusal as refusalOf does, the catalogue fetched on use', async () => {
    for (const failure of [
      refusal('wrong_code'),
      refusal('too_busy', 429),
      new AppError(500, 'Network Error', 'network'),
    ])
      await expect(refusalLater(failure)).resolves.toEqual(refusalOf(failure));
    await expect(refusedLater(refusal('out_of_stock'))).resolves.toEqual({
      ok: false,
      error: { key: 'errors.outOfStock' },
    });
  });

  it('tells a refusal in general words, and no answer as no answer, when the catalogue does not arrive', async () => {
    jest.resetModules();
    jest.doMock('./refusal', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const later = (await import('./refused-later')) as typeof import('./refused-later');
    await expect(later.refusalLater(refusal('wrong_code'))).resolves.toEqual(REFUSED_IN_GENERAL);
    await expect(later.refusalLater(new AppError(500, 'Network Error', 'network'))).resolves.toEqual({
      key: 'errors.network',
    });
    jest.dontMock('./refusal');
  });
});
