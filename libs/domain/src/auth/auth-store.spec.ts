import { createRootStore } from '../root/root-store';
import { cardOf } from '../card/card-store';
import { orderHistoryOf } from '../orders/order-history-store';
import { drugDto, fakeApi, memoryStorage, recordingNavigation, userDto } from '../testing';
import { loadCashback, signOut } from './account';
import { displayName } from './display-name';

function setup(calls: Parameters<typeof fakeApi>[0] = {}) {
  const navigation = recordingNavigation();
  const storage = memoryStorage();
  const root = createRootStore({ locale: 'ru', api: fakeApi(calls), navigation, storage });
  return { root, auth: root.auth, navigation, storage };
}

describe('auth', () => {
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
    orderHistoryOf(root).list = [{ id: 1 } as never];
    cardOf(root).cards = [{ id: 3, number: '8600 **** **** 1234', brand: 'uzcard' }];
    root.favorites.ids = [1];
    root.newOrder.setQuantity(drugDto({ id: 1 }), 2);
    root.locale.set('uz');
    root.region.current = { id: 5, name: 'Самарканд', childs: [], district: null };

    await signOut(root);

    expect(logout).toHaveBeenCalledTimes(1);
    expect(auth.user).toBeNull();
    expect(auth.token).toBeNull();
    expect(auth.userCashback).toBeNull();
    expect(orderHistoryOf(root).list).toEqual([]);
    expect(cardOf(root).cards).toEqual([]);
    expect(root.favorites.ids).toEqual([]);
    expect(root.newOrder.lineCount).toBe(1);
    expect(root.locale.code).toBe('uz');
    expect(root.region.current.id).toBe(5);
  });

  it('logout of a guest makes no call', async () => {
    const logout = jest.fn(async () => ({ status: 1 }));
    const { root } = setup({ logout });
    await signOut(root);
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
    const { auth, root } = setup({ getCashback: async () => ({ status: 1, msg: '', cash: 4_200 }) });
    await loadCashback(root);
    expect(auth.userCashback).toBe(4_200);
  });

  it('remembers where to return after sign-in', () => {
    const { auth } = setup();
    auth.setAfterAuthUrl('/cart');
    expect(auth.afterAuthUrl).toBe('/cart');
  });
});
