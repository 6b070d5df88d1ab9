import type { RegionDto } from '@gopharm/api-client';
import { runInAction } from 'mobx';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing';
import { RegionDialog } from './region-dialog';

const regions: RegionDto[] = [
  { id: 1, name: 'Ташкент', childs: [] },
  {
    id: 2,
    name: 'Бухарская область',
    childs: [
      { id: 21, name: 'Бухара' },
      { id: 22, name: 'Каган' },
    ],
  },
  { id: 3, name: 'Самаркандская область', childs: [] },
];

describe('the region dialog (both apps)', () => {
  it('opens with the current region each time, not with a choice left unconfirmed', async () => {
    const user = userEvent.setup();
    const { stores } = await renderScreen(<RegionDialog />, {
      signedIn: true,
      api: { getRegions: async () => regions },
    });
    await act(() => stores.region.loadRegions());
    act(() =>
      runInAction(() => {
        stores.region.current = {
          id: 2,
          name: 'Бухарская область',
          childs: [],
          district: { id: 21, name: 'Бухара' },
        };
      }),
    );
    act(() => stores.region.openDialog());
    const regionField = await screen.findByRole('combobox', { name: 'Регион' });
    expect(regionField).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Район' })).toHaveValue('21');

    await user.selectOptions(regionField, 'Самаркандская область');
    expect(regionField).toHaveValue('3');
    act(() => stores.region.closeDialog());
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => stores.region.openDialog());
    expect(await screen.findByRole('combobox', { name: 'Регион' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Район' })).toHaveValue('21');
  });
});
