import { userDto } from '@gopharm/domain/testing';
import { act, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { renderScreen } from '../testing';
import { useRequireSignIn } from './require-sign-in';

// An observer, as the apps' profile frames are: it follows the sign-in.
const OwnPage = observer(function OwnPage() {
  return <p>{useRequireSignIn() ? 'своя страница' : 'нет'}</p>;
});

describe('useRequireSignIn (both apps)', () => {
  it('lets a signed-in shopper stay', async () => {
    const { visits } = await renderScreen(<OwnPage />, { signedIn: true, path: '/profile/bonus-card' });
    await act(async () => undefined);
    expect(visits).toEqual([]);
  });

  it('sends a guest, or a shopper with a code but no profile yet, to /auth and back here after', async () => {
    const { visits } = await renderScreen(<OwnPage />, { path: '/profile/bonus-card' });
    await waitFor(() => expect(visits).toEqual(['/auth?next=/profile/bonus-card']));

    const half = await renderScreen(<OwnPage />, { signedIn: true, path: '/profile/bonus-card' });
    expect(half.visits).toEqual([]);
    await act(async () => {
      runInAction(() => (half.stores.auth.user = { token: 't', user: userDto({ complete: 0 }) }));
    });
    await waitFor(() => expect(half.visits).toEqual(['/auth?next=/profile/bonus-card']));
  });

  it('waits for the stored user before deciding: a page hydrated before it was read keeps a signed-in shopper', async () => {
    const { visits, stores } = await renderScreen(<OwnPage />, {
      signedInOnRead: true,
      path: '/order-process',
    });
    await act(async () => void (await stores.startPersistence()));
    expect(stores.auth.isSignedIn).toBe(true);
    expect(visits).toEqual([]);
  });

  it('decides nothing where the shopper cannot be seen (the server render)', async () => {
    const { visits } = await renderScreen(<OwnPage />, { shopperUnknown: true, path: '/profile/bonus-card' });
    await act(async () => undefined);
    expect(visits).toEqual([]);
  });
});
