import { createRootStore } from '../root/root-store';
import { cardOf } from '../card/card-store';
import { drugDto, fakeApi, memoryStorage, recordingNavigation, userDto } from '../testing';
import { displayName } from './display-name';

function setup(calls: Parameters<typeof fakeApi>[0] = {}) {
  const navigation = recordingNavigation();
  const storage = memoryStorage();
  const root = createRootStore({ locale: 'ru', api: fakeApi(calls), navigation, storage });
  return { root, auth: root.auth, navigation, storage };
}

describe('auth', () => {
  it('requests a code and tells whether the phone is registered', async () => {
    const requestCode = jest.fn(async () => ({ status: 1, msg: 'sent', is_registered: true }));
    const { auth } = setup({ requestCode });
    await expect(auth.requestCode('998901234567')).resolves.toEqual({
      ok: true,
      data: { isRegistered: true },
    });
    expect(requestCode).toHaveBeenCalledWith('998901234567');
  });

  it('tells other refusals from the dictionaries, a 429 with the wait the server asked for', async () => {
    const { auth } = setup({ requestCode: async () => ({ status: 0, msg: 'Too many attempts' }) });
    await expect(auth.requestCode('998901234567')).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.generic' },
    });
    const limited = setup({
      requestCode: async () => ({ status: 0, msg: 'Slow down', http_status: 429, retry_after: 600 }),
    });
    await expect(limited.auth.requestCode('998901234567')).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.tooManyWait', retryAfter: 600 },
    });
  });

  it('solves the challenge the API asks for (428 challenge_required) and asks again with it, by itself', async () => {
    // A real challenge (the API's scheme): SHA-256 of salt + 777, the number to find.
    const salt = 'c0ffee?expires=9999999999';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}777`));
    const challenge = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    const issued = {
      algorithm: 'SHA-256' as const,
      challenge,
      maxnumber: 2000,
      salt,
      signature: 'f'.repeat(64),
    };
    const requestCode = jest.fn(async (_phone: string, altcha?: string) =>
      altcha
        ? { status: 1, msg: 'sent', is_registered: false }
        : { status: 0, code: 'challenge_required', msg: 'Confirm', http_status: 428 },
    );
    const seen: boolean[] = [];
    const { auth } = setup({
      requestCode,
      getChallenge: async () => {
        seen.push(auth.checkingRobot);
        return issued;
      },
    });
    await expect(auth.requestCode('998901234567')).resolves.toEqual({
      ok: true,
      data: { isRegistered: false },
    });
    expect(seen).toEqual([true]);
    expect(auth.checkingRobot).toBe(false);
    const altcha = requestCode.mock.calls[1][1] as string;
    expect(JSON.parse(atob(altcha))).toEqual({ ...issued, number: 777 });
  });

  it('tells the shopper when the check could not be made (no challenge, or none solves it)', async () => {
    const refusedAnswer = { status: 0, code: 'challenge_required', msg: 'Confirm', http_status: 428 };
    const { auth } = setup({ requestCode: async () => refusedAnswer });
    await expect(auth.requestCode('998901234567')).resolves.toEqual({
      ok: false,
      error: { key: 'auth.robotCheckFailed' },
    });
    expect(auth.checkingRobot).toBe(false);
  });

  it('a failed request gives the network notice', async () => {
    const { auth } = setup();
    await expect(auth.requestCode('998901234567')).resolves.toEqual({
      ok: false,
      error: { key: 'errors.network' },
    });
    await expect(auth.acceptCode('998901234567', '1')).resolves.toEqual({
      ok: false,
      error: { key: 'errors.network' },
    });
  });

  it('accept stores the user and attaches the token', async () => {
    const user = userDto({ complete: 0 });
    const { auth, storage, root } = setup({
      acceptCode: async () => ({ status: 1, msg: 'ok', token: 'tok', user }),
    });
    await root.ready;
    await expect(auth.acceptCode('998901234567', '1234')).resolves.toEqual({
      ok: true,
      data: { complete: false },
    });
    expect(auth.token).toBe('tok');
    expect(auth.user?.user).toEqual(user);
    expect(JSON.parse(storage.data.get('auth') ?? '{}').user.token).toBe('tok');
  });

  it('"Code None" becomes "Wrong code entered"', async () => {
    const { auth } = setup({ acceptCode: async () => ({ status: 0, code: 'wrong_code', msg: 'Code None' }) });
    await expect(auth.acceptCode('998901234567', '0000')).resolves.toEqual({
      ok: false,
      error: { key: 'errors.wrongCode' },
    });
    expect(auth.user).toBeNull();
  });

  it('register makes the stored user complete with the entered fields', async () => {
    const registerProfile = jest.fn(async () => ({ status: 1, msg: 'ok' }));
    const { auth } = setup({ registerProfile });
    auth.user = { token: 'tok', user: userDto({ first_name: '', last_name: '', complete: 0 }) };
    const fields = {
      first_name: 'Dilnoza',
      last_name: 'Karimova',
      birth_date: '1995-05-05',
      gender: 'female' as const,
    };
    await expect(auth.register(fields)).resolves.toEqual({ ok: true });
    expect(auth.user?.user).toMatchObject({ ...fields, complete: 1 });
    expect(auth.isSignedIn).toBe(true);
  });

  it('register refused keeps the user incomplete', async () => {
    const { auth } = setup({ registerProfile: async () => ({ status: 0, msg: 'Invalid date' }) });
    auth.user = { token: 'tok', user: userDto({ complete: 0 }) };
    await expect(
      auth.register({ first_name: 'A', last_name: 'B', birth_date: 'x', gender: 'male' }),
    ).resolves.toEqual({ ok: false, error: { key: 'refusal.generic' } });
    expect(auth.isSignedIn).toBe(false);
  });

  it('"signed in" means a token and complete = 1', () => {
    const { auth } = setup();
    expect(auth.isSignedIn).toBe(false);
    auth.user = { token: 'tok', user: userDto({ complete: 0 }) };
    expect(auth.isSignedIn).toBe(false);
    auth.user = { token: '', user: userDto({ complete: 1 }) };
    expect(auth.isSignedIn).toBe(false);
    auth.user = { token: 'tok', user: userDto({ complete: 1 }) };
    expect(auth.isSignedIn).toBe(true);
  });

  it('the cabinet link goes to /profile when signed in with a complete profile, else to /auth', () => {
    const { auth } = setup();
    expect(auth.cabinetLink).toEqual({ path: '/auth', labelKey: 'header.signIn' });
    auth.user = { token: 'tok', user: userDto({ complete: 0 }) };
    expect(auth.cabinetLink.path).toBe('/auth');
    auth.user = { token: 'tok', user: userDto({ complete: 1 }) };
    expect(auth.cabinetLink).toEqual({ path: '/profile', labelKey: 'header.cabinet' });
  });

  it('displayed name joins first, last and father name with spaces, skipping blanks', () => {
    expect(displayName({ first_name: 'Ali', last_name: ' ', father_name: 'Valiyevich' })).toBe(
      'Ali Valiyevich',
    );
    expect(displayName({ first_name: 'Ali', last_name: 'Valiyev', father_name: null })).toBe('Ali Valiyev');
    expect(displayName({})).toBe('');
    const { auth } = setup();
    auth.user = {
      token: 't',
      user: userDto({ first_name: 'Ali', last_name: 'Valiyev', father_name: 'Karimovich' }),
    };
    expect(auth.displayName).toBe('Ali Valiyev Karimovich');
  });

  it('logout clears the user, the token and the private data (orders, cards, cashback); cart, language and region stay', async () => {
    const logout = jest.fn(async () => ({ status: 1 }));
    const { auth, root } = setup({ logout });
    auth.user = { token: 'tok', user: userDto() };
    auth.userCashback = 5_000;
    root.orders.list = [{ id: 1 } as never];
    cardOf(root).cards = [{ id: 3, number: '8600 **** **** 1234', brand: 'uzcard' }];
    root.favorites.ids = [1];
    root.newOrder.setQuantity(drugDto({ id: 1 }), 2);
    root.locale.set('uz');
    root.region.current = { id: 5, name: 'Самарканд', childs: [], district: null };

    await auth.logout();

    expect(logout).toHaveBeenCalledTimes(1);
    expect(auth.user).toBeNull();
    expect(auth.token).toBeNull();
    expect(auth.userCashback).toBeNull();
    expect(root.orders.list).toEqual([]);
    expect(cardOf(root).cards).toEqual([]);
    expect(root.favorites.ids).toEqual([]);
    expect(root.newOrder.lineCount).toBe(1);
    expect(root.locale.code).toBe('uz');
    expect(root.region.current.id).toBe(5);
  });

  it('logout of a guest makes no call', async () => {
    const logout = jest.fn(async () => ({ status: 1 }));
    const { auth } = setup({ logout });
    await auth.logout();
    expect(logout).not.toHaveBeenCalled();
  });

  it('initialise refreshes the stored user', async () => {
    const { auth } = setup({ getUser: async () => userDto({ first_name: 'Fresh' }) });
    auth.user = { token: 'tok', user: userDto({ first_name: 'Old' }) };
    await auth.initialize();
    expect(auth.user?.user.first_name).toBe('Fresh');
    expect(auth.initializing).toBe(false);
  });

  it('loads the cashback balance', async () => {
    const { auth } = setup({ getCashback: async () => ({ status: 1, msg: '', cash: 4_200 }) });
    await auth.loadCashback();
    expect(auth.userCashback).toBe(4_200);
  });

  it('remembers where to return after sign-in', () => {
    const { auth } = setup();
    auth.setAfterAuthUrl('/cart');
    expect(auth.afterAuthUrl).toBe('/cart');
  });
});
