import { createRootStore } from '@gopharm/domain';
import { drugDto, fakeApi } from '@gopharm/domain/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { MemoryRouter } from 'react-router-dom';
import { StoresProvider } from '../stores-context';
import { useDrugListing } from './use-drug-listing';

// A listing is read inside an observer, as the screens do.
const Probe = observer(function Probe() {
  const listing = useDrugListing({ search: 'нурофен' });
  return <p>{listing.state}</p>;
});

describe('useDrugListing', () => {
  it('loads the listing again in the new language after a switch (names, countries and facets)', async () => {
    const getDrugs = jest.fn(async () => ({
      status: 1,
      results: [drugDto({ id: 1 })],
      count: 1,
      page: 1,
      per_page: 24,
    }));
    const stores = createRootStore({ locale: 'ru', api: fakeApi({ getDrugs }) });
    render(
      <StoresProvider stores={stores}>
        <MemoryRouter initialEntries={['/search?q=нурофен']}>
          <Probe />
        </MemoryRouter>
      </StoresProvider>,
    );
    await waitFor(() => expect(screen.getByText('loaded')).toBeInTheDocument());
    expect(getDrugs).toHaveBeenCalledTimes(1);
    act(() => stores.locale.set('uz'));
    await waitFor(() => expect(getDrugs).toHaveBeenCalledTimes(2));
  });
});
