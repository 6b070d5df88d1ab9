import type { ApiClient, UserDto } from '@gopharm/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { displayName } from './display-name';

/** What the storefront keeps of the accept answer: the token and the user. */
export interface StoredUser {
  token: string;
  user: UserDto;
}

/** What signing out asks of the rest of the app (the root store does it). */
export interface AuthContext {
  navigate(path: string): void;
  clearPrivateData(): void;
}

/** For stores that only ask whether someone is signed in. */
export interface ReadsAuth {
  readonly auth: Pick<AuthStore, 'token' | 'isSignedIn'>;
}

/**
 * Who is signed in: the stored token and user, and forgetting them on a 401 of the token held. The sign-in steps
 * that end in a user are sign-in-store.ts, made with the screens that use them; signing out and the cashback
 * balance are account.ts's (the profile's).
 */
export class AuthStore {
  user: StoredUser | null = null;
  userCashback: number | null = null;
  afterAuthUrl: string | null = null;
  initializing = false;

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

  /** Forgets the user locally (no call); signing out with a call is account.ts's signOut. */
  clearSession(): void {
    this.user = null;
    this.userCashback = null;
    this.initializing = false;
    this.root.clearPrivateData();
  }
}
