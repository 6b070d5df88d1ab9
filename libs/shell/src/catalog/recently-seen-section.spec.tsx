import type { DrugsRequest } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { act, screen, within } from '@testing-library/react';
import { renderScreen } from '../testing';
import { RecentlySeenSection } from './recently-seen-section';

const names = (drugs: { name: string }[]) => (
  <ul aria-label="drugs">
    {drugs.map((drug) => (
      <li key={drug.name}>{drug.name}</li>
    ))}
  </ul>
);

/** The section under the drug `exclude`, after the shopper saw `seen` (last seen first); the API knows `fresh`. */
async function renderSection({
  seen,
  exclude,
  fresh,
  locale = 'ru',
}: {
  seen: number[];
  exclude?: number;
  fresh: number[];
  locale?: 'ru' | 'uz';
}) {
  const getDrugs = jest.fn(async (_query?: DrugsRequest) => ({
    status: 1,
    results: fresh.map((id) => drugDto({ id, name: `Свежий ${id}` })),
    count: fresh.length,
    page: 1,
    per_page: fresh.length,
  }));
  const { stores } = await renderScreen(
    <RecentlySeenSection exclude={exclude}>{names}</RecentlySeenSection>,
    {
      api: { getDrugs },
      locale,
    },
  );
  await act(async () => {
    for (const id of [...seen].reverse()) stores.userLastDrugs.add(drugDto({ id, name: `Старый ${id}` }));
  });
  return { getDrugs };
}

describe('RecentlySeenSection (both apps: home and under a product)', () => {
  it('shows the drugs seen on this device, fresh from the API, in the order seen, without the one on screen', async () => {
    // The API answers in its own order; the row keeps the order the shopper saw them in.
    const { getDrugs } = await renderSection({ seen: [1, 2, 3], exclude: 2, fresh: [3, 1] });
    const list = await screen.findByRole('list', { name: 'drugs' });
    expect(screen.getByRole('heading', { level: 2, name: 'Вы недавно смотрели' })).toBeVisible();
    expect(list).toHaveTextContent('Свежий 1Свежий 3');
    expect(getDrugs).toHaveBeenLastCalledWith(expect.objectContaining({ ids: [1, 3] }));
  });

  it.each([
    // ui-kit's link: the app's router puts the language in front (RouterLinks), not rendered here.
    ['ru', 'Вы недавно смотрели', 'Все просмотренные', '/recently-seen'],
    ['uz', 'Yaqinda koʻrganlaringiz', 'Barcha koʻrilganlar', '/recently-seen'],
  ] as const)(
    '%s: leads to the whole list, which a guest reaches no other way on a phone',
    async (locale, title, all, href) => {
      await renderSection({ seen: [1, 2], exclude: 2, fresh: [1], locale });
      const section = await screen.findByRole('region', { name: title });
      expect(within(section).getByRole('link', { name: all })).toHaveAttribute('href', href);
    },
  );

  it('is not there, and asks nothing, when only the drug on screen was seen', async () => {
    const { getDrugs } = await renderSection({ seen: [5], exclude: 5, fresh: [] });
    expect(screen.queryByRole('heading', { name: 'Вы недавно смотрели' })).toBeNull();
    expect(getDrugs).not.toHaveBeenCalled();
  });

  it('is not there when the API no longer has any of them', async () => {
    const { getDrugs } = await renderSection({ seen: [7], fresh: [] });
    expect(getDrugs).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Вы недавно смотрели' })).toBeNull();
  });
});
