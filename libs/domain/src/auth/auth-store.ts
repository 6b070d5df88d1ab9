import {
  failed,
  succeeded,
  type ApiClient,
  type AppError,
  type ProfileFields,
  type Result,
  type UserDto,
} from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Refusal } from '../errors/refusal';
import { REFUSED_IN_GENERAL } from '../errors/refused-in-general';
import { refusalLater } from '../errors/refused-later';
import { displayName } from './display-name';

/** What the storefront keeps of the accept answer: the token and the user. */
export interface StoredUser {
  token: string;
  user: UserDto;
}

/** An auth step that failed: why, in the shopper's language (and how long to wait). */
async function refused(failure: AppError): Promise<{ ok: false; error: Refusal }> {
  const answer = failure.answer;
  // A code refused without a word or a code is a wrong code (spec: "Code None" is "Wrong code entered").
  if (answer && !answer.code && !answer.msg && answer.http_status === 200)
    return failed({ key: 'errors.wrongCode' });
  return failed(await refusalLater(failure));
}

/** What signing in and out asks of the rest of the app (the root store does it). */
export interface AuthContext {
  onSignedIn(): Promise<void>;
  navigate(path: string): void;
  clearPrivateData(): void;
}

/** For stores that only ask whether someone is signed in. */
export interface ReadsAuth {
  readonly auth: Pick<AuthStore, 'token' | 'isSignedIn'>;
}

export class AuthStore {
  user: StoredUser | null = null;
  userCashback: number | null = null;
  afterAuthUrl: string | null = null;
  initializing = false;
  /** The store is solving the API's proof-of-work challenge ("checking you're not a robot"). */
  checkingRobot = false;

  constructor(
    private readonly root: AuthContext,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<AuthStore, 'root' | 'api'>(this, { root: false, api: false });
  }

  get token(): string | null {
    return this.user?.token ?? null;
  }

  /** "Signed in" in the header: a token and a complete profile (complete = 1). */
  get isSignedIn(): boolean {
    return Boolean(this.token) && this.user?.user.complete === 1;
  }

  /** The header's cabinet link: /profile ("My Cabinet") when signed in, else /auth ("Sign in"). */
  get cabinetLink(): { path: '/profile' | '/auth'; labelKey: 'header.cabinet' | 'header.signIn' } {
    return this.isSignedIn
      ? { path: '/profile', labelKey: 'header.cabinet' }
      : { path: '/auth', labelKey: 'header.signIn' };
  }

  get displayName(): string {
    return this.user ? displayName(this.user.user) : '';
  }

  setAfterAuthUrl(url: string | null): void {
    this.afterAuthUrl = url;
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
    runInAction(() => (this.user = stored));
    void this.root.onSignedIn();
    return succeeded({ complete: stored.user.complete === 1 });
  }

  /** Completes the profile: the stored user becomes complete with the entered fields. */
  async register(fields: ProfileFields): Promise<Result<void, Refusal>> {
    const answer = await this.api.registerProfile(fields);
    if (!answer.ok) return refused(answer.error);
    runInAction(() => {
      if (this.user) this.user = { ...this.user, user: { ...this.user.user, ...fields, complete: 1 } };
    });
    return succeeded(undefined);
  }

  /** Refreshes the stored user from the server (a 401 meanwhile signs out, see handleUnauthorized). */
  async initialize(): Promise<void> {
    if (!this.token) return;
    this.initializing = true;
    const user = await this.api.getUser();
    runInAction(() => {
      this.initializing = false;
      if (user.ok && this.user) this.user = { ...this.user, user: user.data };
    });
  }

  async loadCashback(): Promise<void> {
    const answer = await this.api.getCashback();
    if (!answer.ok || answer.data.status < 1) return;
    const { cash } = answer.data;
    runInAction(() => (this.userCashback = cash));
  }

  /**
   * The 401 policy the root store registers with the API client: the stored token, refused by the server (while
   * initialising or later), signs out and goes to /auth. A refusal of a call that carried no token or another one
   * (sent before the stored token was read back, or before a new sign-in) says nothing of the token held now.
   */
  handleUnauthorized(sentToken: string | null): void {
    if (!this.token || sentToken !== this.token) return;
    this.clearSession();
    this.root.navigate('/auth');
  }

  /** Signs out: revokes the token, then clears the user and their private data; cart, language and region stay. */
  async logout(): Promise<void> {
    // The call first, so it still carries the token it revokes.
    if (this.token) await this.api.logout();
    this.clearSession();
  }

  /** Forgets the user locally (no call). */
  clearSession(): void {
    this.user = null;
    this.userCashback = null;
    this.initializing = false;
    this.root.clearPrivateData();
  }
}
