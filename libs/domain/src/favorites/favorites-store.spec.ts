import { signInOf } from '../auth/sign-in-store';
import { createRootStore } from '../root/root-store';
import { drugDto, fakeApi, userDto } from '../testing';

describe('favorites', () => {
  it('toggle adds an item, and adding an existing item removes it', () => {
    const root = createRootStore({ locale: 'ru', api: fakeApi() });
    const drug = drugDto({ id: 4 });
    root.favorites.toggle(drug);
    expect(root.favorites.has(4)).toBe(true);
    expect(root.favorites.count).toBe(1);
    root.favorites.toggle(drug);
    expect(root.favorites.has(4)).toBe(false);
    expect(root.favorites.items).toEqual([]);
  });

  it('toggles on the server for a signed-in user; a failed call keeps the local choice', async () => {
    const toggleFavorite = jest.fn(async () => false as const);
    const root = createRootStore({ locale: 'ru', api: fakeApi({ toggleFavorite }) });
    root.auth.user = { token: 't', user: userDto() };
    root.favorites.toggle(drugDto({ id: 4 }));
    expect(toggleFavorite).toHaveBeenCalledWith(4);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.favorites.has(4)).toBe(true);
  });

  it('the server wins when it disagrees', async () => {
    const root = createRootStore({
      locale: 'ru',
      api: fakeApi({ toggleFavorite: async () => ({ status: 1, is_favorite: true }) }),
    });
    root.auth.user = { token: 't', user: userDto() };
    root.favorites.ids = [4];
    root.favorites.toggle(drugDto({ id: 4 }));
    expect(root.favorites.has(4)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.favorites.has(4)).toBe(true);
  });

  it('a guest toggles locally only', () => {
    const toggleFavorite = jest.fn();
    const root = createRootStore({ locale: 'ru', api: fakeApi({ toggleFavorite }) });
    root.favorites.toggle(drugDto({ id: 4 }));
    expect(toggleFavorite).not.toHaveBeenCalled();
  });

  it('loads the server list for a signed-in user and the local ids drugs for a guest', async () => {
    const server = createRootStore({
      locale: 'ru',
      api: fakeApi({ getFavorites: async () => [drugDto({ id: 7 })] }),
    });
    server.auth.user = { token: 't', user: userDto() };
    await server.favorites.load();
    expect(server.favorites.ids).toEqual([7]);

    const getDrugs = jest.fn(async () => ({
      status: 1,
      results: [drugDto({ id: 2 }), drugDto({ id: 1 })],
      count: 2,
      page: 1,
      per_page: 60,
    }));
    const guest = createRootStore({ locale: 'ru', api: fakeApi({ getDrugs }) });
    guest.favorites.ids = [1, 2, 3];
    await guest.favorites.load();
    expect(getDrugs).toHaveBeenCalledWith({ ids: [1, 2, 3], per_page: 60 });
    expect(guest.favorites.items.map((drug) => drug.id)).toEqual([1, 2]);
  });

  it("keeps a guest's favourites at sign-in: they are sent to the account and joined with its own", async () => {
    // The server's list: the account's favourite 7; v2/favorites/add puts a guest's above it.
    let onServer = [7];
    const mergeFavorites = jest.fn(async (ids: number[]) => {
      onServer = [...ids.filter((id) => !onServer.includes(id)), ...onServer];
      return { status: 1 };
    });
    const root = createRootStore({
      locale: 'ru',
      api: fakeApi({
        mergeFavorites,
        getFavorites: async () => onServer.map((id) => drugDto({ id })),
        acceptCode: async () => ({ status: 1, token: 't', user: userDto() }),
      }),
    });
    root.favorites.toggle(drugDto({ id: 5 }));
    root.favorites.toggle(drugDto({ id: 3 }));
    await signInOf(root).acceptCode('998901234567', '123456');
    await waitFor(() => root.favorites.ids.length === 3);
    expect(mergeFavorites).toHaveBeenCalledWith([3, 5]);
    expect(root.favorites.ids).toEqual([3, 5, 7]);
  });
});

/** Waits for a store to settle after calls it started without awaiting them. */
async function waitFor(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
