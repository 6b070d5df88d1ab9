import type { CookieOptions } from '../ports/ports';
import { createRootStore } from '../root/root-store';
import { categoryDto, fakeApi, userDto } from '../testing';
import { LocaleStore } from './locale-store';

describe('locale', () => {
  it('saves the chosen language in a cookie for 365 days, path /, SameSite=Lax', () => {
    const set = jest.fn<void, [string, string, CookieOptions]>();
    const store = new LocaleStore('ru', { get: () => undefined, set });
    store.set('uz');
    expect(store.iso).toBe('uz-UZ');
    expect(set).toHaveBeenCalledWith('i18n_redirected', 'uz', {
      maxAgeDays: 365,
      path: '/',
      sameSite: 'Lax',
    });
    store.set('uz');
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('switching re-initialises the default region and reloads categories', async () => {
    const getSavedRegion = jest.fn(async () => ({
      region: { id: 1, name: 'Toshkent', childs: [] },
      district: null,
    }));
    const getCategories = jest.fn(async () => [categoryDto({ id: 1 })]);
    const root = createRootStore({ locale: 'ru', api: fakeApi({ getSavedRegion, getCategories }) });
    root.auth.user = { token: 'tok', user: userDto() };
    await root.categories.load();
    root.locale.set('uz');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getSavedRegion).toHaveBeenCalledTimes(1);
    expect(getCategories).toHaveBeenCalledTimes(2);
    expect(root.region.current.name).toBe('Toshkent');
    root.dispose();
  });

  it('switching as a guest renames the default Tashkent in the new language', () => {
    const root = createRootStore({ locale: 'ru', api: fakeApi() });
    root.locale.set('uz');
    expect(root.region.current.name).toBe('Toshkent');
  });
});
