import { createRootStore } from '../root/root-store';
import { fakeApi, memoryStorage, recordingNavigation, userDto } from '../testing';
import { signInOf } from './sign-in-store';

function setup(calls: Parameters<typeof fakeApi>[0] = {}) {
  const storage = memoryStorage();
  const root = createRootStore({
    locale: 'ru',
    api: fakeApi(calls),
    navigation: recordingNavigation(),
    storage,
  });
  return { root, auth: root.auth, signIn: signInOf(root), storage };
}

describe('sign-in', () => {
  it('requests a code and tells whether the phone is registered', async () => {
    const requestCode = jest.fn(async () => ({ status: 1, msg: 'sent', is_registered: true }));
    const { signIn } = setup({ requestCode });
    await expect(signIn.requestCode('998901234567')).resolves.toEqual({
      ok: true,
      data: { isRegistered: true },
    });
    expect(requestCode).toHaveBeenCalledWith('998901234567');
  });

  it('tells other refusals from the dictionaries, a 429 with the wait the server asked for', async () => {
    const { signIn } = setup({ requestCode: async () => ({ status: 0, msg: 'Too many attempts' }) });
    await expect(signIn.requestCode('998901234567')).resolves.toEqual({
      ok: false,
      error: { key: 'refusal.generic' },
    });
    const limited = setup({
      requestCode: async () => ({ status: 0, msg: 'Slow down', http_status: 429, retry_after: 600 }),
    });
    await expect(limited.signIn.requestCode('998901234567')).resolves.toEqual({
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
    const { signIn } = setup({
      requestCode,
      getChallenge: async () => {
        seen.push(signIn.checkingRobot);
        return issued;
      },
    });
    await expect(signIn.requestCode('998901234567')).resolves.toEqual({
      ok: true,
      data: { isRegistered: false },
    });
    expect(seen).toEqual([true]);
    expect(signIn.checkingRobot).toBe(false);
    const altcha = requestCode.mock.calls[1][1] as string;
    expect(JSON.parse(atob(altcha))).toEqual({ ...issued, number: 777 });
  });

  it('tells the shopper when the check could not be made (no challenge, or none solves it)', async () => {
    const refusedAnswer = { status: 0, code: 'challenge_required', msg: 'Confirm', http_status: 428 };
    const { signIn } = setup({ requestCode: async () => refusedAnswer });
    await expect(signIn.requestCode('998901234567')).resolves.toEqual({
      ok: false,
      error: { key: 'auth.robotCheckFailed' },
    });
    expect(signIn.checkingRobot).toBe(false);
  });

  it('a failed request gives the network notice', async () => {
    const { signIn } = setup();
    await expect(signIn.requestCode('998901234567')).resolves.toEqual({
      ok: false,
      error: { key: 'errors.network' },
    });
    await expect(signIn.acceptCode('998901234567', '1')).resolves.toEqual({
      ok: false,
      error: { key: 'errors.network' },
    });
  });

  it('accept stores the user and attaches the token', async () => {
    const user = userDto({ complete: 0 });
    const { signIn, auth, storage, root } = setup({
      acceptCode: async () => ({ status: 1, msg: 'ok', token: 'tok', user }),
    });
    await root.ready;
    await expect(signIn.acceptCode('998901234567', '1234')).resolves.toEqual({
      ok: true,
      data: { complete: false },
    });
    expect(auth.token).toBe('tok');
    expect(auth.user?.user).toEqual(user);
    expect(JSON.parse(storage.data.get('auth') ?? '{}').user.token).toBe('tok');
  });

  it('"Code None" becomes "Wrong code entered"', async () => {
    const { signIn, auth } = setup({
      acceptCode: async () => ({ status: 0, code: 'wrong_code', msg: 'Code None' }),
    });
    await expect(signIn.acceptCode('998901234567', '0000')).resolves.toEqual({
      ok: false,
      error: { key: 'errors.wrongCode' },
    });
    expect(auth.user).toBeNull();
  });

  it('register makes the stored user complete with the entered fields', async () => {
    const registerProfile = jest.fn(async () => ({ status: 1, msg: 'ok' }));
    const { signIn, auth } = setup({ registerProfile });
    auth.user = { token: 'tok', user: userDto({ first_name: '', last_name: '', complete: 0 }) };
    const fields = {
      first_name: 'Dilnoza',
      last_name: 'Karimova',
      birth_date: '1995-05-05',
      gender: 'female' as const,
    };
    await expect(signIn.register(fields)).resolves.toEqual({ ok: true });
    expect(auth.user?.user).toMatchObject({ ...fields, complete: 1 });
    expect(auth.isSignedIn).toBe(true);
  });

  it('register refused keeps the user incomplete', async () => {
    const { signIn, auth } = setup({ registerProfile: async () => ({ status: 0, msg: 'Invalid date' }) });
    auth.user = { token: 'tok', user: userDto({ complete: 0 }) };
    await expect(
      signIn.register({ first_name: 'A', last_name: 'B', birth_date: 'x', gender: 'male' }),
    ).resolves.toEqual({ ok: false, error: { key: 'refusal.generic' } });
    expect(auth.isSignedIn).toBe(false);
  });
});
