// The sign-in steps (a code to the phone, the code, the profile to complete): only the sign-in screen and the
// profile's form use them (signInOf), so their code loads with those, not with every page's first load. The
// token and the user they end in are the root's AuthStore's.
import {
  failed,
  succeeded,
  type ApiClient,
  type AppError,
  type ProfileFields,
  type Result,
} from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
// The catalogue of refusals itself: this store's screens load it with them.
import { refusalOf, type Refusal } from '../errors/refusal';
import { REFUSED_IN_GENERAL } from '../errors/refused-in-general';
import type { RootStore } from '../root/root-store';
import { LAST_DRUGS_LIMIT, toViewed } from '../user-last-drugs/user-last-drugs-store';
import { storeOf } from '../root/store-of';
import type { AuthStore } from './auth-store';

/** An auth step that failed: why, in the shopper's language (and how long to wait). */
function refused(failure: AppError): { ok: false; error: Refusal } {
  const answer = failure.answer;
  // A code refused without a word or a code is a wrong code (spec: "Code None" is "Wrong code entered").
  if (answer && !answer.code && !answer.msg && answer.http_status === 200)
    return failed({ key: 'errors.wrongCode' });
  return failed(refusalOf(failure));
}

/** What joins a guest's lists to the account's at sign-in. */
type AccountLists = Pick<RootStore, 'newOrder' | 'userLastDrugs' | 'favorites' | 'region' | 'api'>;

/**
 * After sign-in: the guest's cart, favourites and recently seen join the account's, then the account's lists
 * load (the cart takes the joined cart from the API's answer to its merge). Here, not on the root store: only
 * signing in runs it, and its code loads with the sign-in screen's.
 */
export async function joinAccount(root: AccountLists): Promise<void> {
  const { api, favorites, userLastDrugs } = root;
  void root.newOrder.mergeIntoAccount();
  // None of the guest's is lost, nor any of the account's.
  await Promise.all([
    userLastDrugs.items.length > 0 && api.mergeViewedDrugs(userLastDrugs.items.map((item) => item.id)),
    favorites.ids.length > 0 && api.mergeFavorites(favorites.ids),
  ]);
  await Promise.all([root.region.initDefault(), loadViewed(root), favorites.load()]);
}

/** The account's recently seen, as the server keeps them. */
async function loadViewed({ api, userLastDrugs }: AccountLists): Promise<void> {
  const items = await api.getViewedDrugs();
  if (items.ok) {
    runInAction(() => (userLastDrugs.items = items.data.slice(0, LAST_DRUGS_LIMIT).map(toViewed)));
  }
}

/** What signing in asks of the rest of the app (the root store gives it). */
export interface SignInContext extends AccountLists {
  readonly auth: Pick<AuthStore, 'user'>;
}

export class SignInStore {
  /** The store is solving the API's proof-of-work challenge ("checking you're not a robot"). */
  checkingRobot = false;

  constructor(
    private readonly root: SignInContext,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<SignInStore, 'root' | 'api'>(this, { root: false, api: false });
  }

  /**
   * Sends an activation code to the phone. When the API asks for a challenge first (many codes asked for lately:
   * 428 `challenge_required`), solves one in the browser (`checkingRobot` meanwhile) and asks again with it: the
   * shopper does nothing more. The solver loads only then.
   */
  async requestCode(phone: string): Promise<Result<{ isRegistered: boolean }, Refusal>> {
    let answer = await this.api.requestCode(phone);
    if (!answer.ok && answer.error.answer?.code === 'challenge_required') {
      const altcha = await this.solveChallenge();
      if (altcha) answer = await this.api.requestCode(phone, altcha);
    }
    if (!answer.ok) return refused(answer.error);
    return succeeded({ isRegistered: Boolean(answer.data.is_registered) });
  }

  private async solveChallenge(): Promise<string | null> {
    runInAction(() => (this.checkingRobot = true));
    try {
      const challenge = await this.api.getChallenge();
      if (!challenge.ok) return null;
      const { solveChallenge } = await import('./challenge-solver');
      return await solveChallenge(challenge.data);
    } finally {
      runInAction(() => (this.checkingRobot = false));
    }
  }

  /** Checks the code; on success stores the user, whose token goes with every later call. */
  async acceptCode(phone: string, code: string): Promise<Result<{ complete: boolean }, Refusal>> {
    const answer = await this.api.acceptCode(phone, code);
    if (!answer.ok) return refused(answer.error);
    const { token, user } = answer.data;
    if (!token || !user) return failed(REFUSED_IN_GENERAL);
    const stored = { token, user };
    runInAction(() => (this.root.auth.user = stored));
    void joinAccount(this.root);
    return succeeded({ complete: stored.user.complete === 1 });
  }

  /** Completes the profile: the stored user becomes complete with the entered fields. */
  async register(fields: ProfileFields): Promise<Result<void, Refusal>> {
    const answer = await this.api.registerProfile(fields);
    if (!answer.ok) return refused(answer.error);
    const { auth } = this.root;
    runInAction(() => {
      if (auth.user) auth.user = { ...auth.user, user: { ...auth.user.user, ...fields, complete: 1 } };
    });
    return succeeded(undefined);
  }
}

/** The root's sign-in steps, made on first use. */
export const signInOf = storeOf((root, api?: ApiClient) => new SignInStore(root, api ?? root.api));
