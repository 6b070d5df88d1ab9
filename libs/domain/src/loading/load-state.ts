import type { Result } from '@gopharm/api-client';
import { runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * Loads a store's data: `state` is loading until the call answers, then `apply` takes the answer and the state
 * is loaded, or the state is error when the call failed (what was shown stays).
 */
export async function loadInto<T>(
  store: { state: LoadState },
  call: () => Promise<Result<T>>,
  apply: (answer: T) => void,
): Promise<void> {
  runInAction(() => (store.state = 'loading'));
  const answer = await call();
  runInAction(() => {
    if (!answer.ok) {
      store.state = 'error';
      return;
    }
    apply(answer.data);
    store.state = 'loaded';
  });
}
