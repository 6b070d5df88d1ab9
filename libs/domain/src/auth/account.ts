import type { ApiClient } from '@gopharm/api-client';
import { runInAction } from 'mobx';
import type { AuthStore } from './auth-store';

// What only the profile's screens do with the account: apart from AuthStore, which every page has (the header asks
// it who is signed in), so that their code comes with those screens.

interface Account {
  readonly auth: AuthStore;
  readonly api: ApiClient;
}

/** Signs out: revokes the token, then clears the user and their private data; cart, language and region stay. */
export async function signOut({ auth, api }: Account): Promise<void> {
  // The call first, so it still carries the token it revokes.
  if (auth.token) await api.logout();
  auth.clearSession();
}

/** Reads the signed-in shopper's cashback balance into auth.userCashback (an inactive card leaves it unknown). */
export async function loadCashback({ auth, api }: Account): Promise<void> {
  const answer = await api.getCashback();
  if (!answer.ok || answer.data.status < 1) return;
  const { cash } = answer.data;
  runInAction(() => (auth.userCashback = cash));
}
