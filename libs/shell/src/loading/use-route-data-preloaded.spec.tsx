import { AppError, failed, succeeded, type ApiClient } from '@gopharm/api-client';
import { createRootStore } from '@gopharm/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StoresProvider } from '../stores-context';
import { useRouteData } from './use-route-data';

function setup(preloaded: Record<string, unknown> = {}) {
  const stores = createRootStore({ locale: 'ru', api: {} as ApiClient });
  for (const [key, value] of Object.entries(preloaded)) stores.preloaded.set(key, value);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoresProvider stores={stores}>{children}</StoresProvider>
  );
  return { stores, wrapper };
}

describe('useRouteData with data a server render preloaded', () => {
  it('loads when nothing was preloaded, and marks a failed result as an error', async () => {
    const { wrapper } = setup();
    const load = jest.fn(async () => failed(new AppError(502, 'Bad Gateway')));
    const { result } = renderHook(() => useRouteData(load, 'product:a'), { wrapper });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loaded from a server render under the same key, without a fetch, and uses it only once', async () => {
    const { stores, wrapper } = setup({ 'product:a': true });
    const load = jest.fn(async () => succeeded(true));
    const { result, rerender } = renderHook(({ key }) => useRouteData(load, key), {
      wrapper,
      initialProps: { key: 'product:a' },
    });
    expect(result.current.state).toBe('loaded');
    expect(load).not.toHaveBeenCalled();
    expect(stores.preloaded.has('product:a')).toBe(false);
    // Another key loads; a reload of the first loads too (the server's answer was used once).
    rerender({ key: 'product:b' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender({ key: 'product:a' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});
