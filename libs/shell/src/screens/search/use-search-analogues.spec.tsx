import type { ApiClient, DrugDto } from '@gopharm/api-client';
import { createRootStore } from '@gopharm/domain';
import { drugDto, fakeApi, type FakeCall } from '@gopharm/domain/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StoresProvider } from '../../stores-context';
import { useSearchAnalogues } from './use-search-analogues';

const ibuprofen = { id: 9, name: 'Ибупрофен' };

function setup(getDrugs: FakeCall<ApiClient['getDrugs']>) {
  const stores = createRootStore({ locale: 'ru', api: fakeApi({ getDrugs }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoresProvider stores={stores}>{children}</StoresProvider>
  );
  return (results: DrugDto[]) => renderHook(() => useSearchAnalogues(results), { wrapper });
}

describe('useSearchAnalogues', () => {
  it('lists drugs with the top result’s active substance that the results do not already show', async () => {
    const getDrugs = jest.fn(async () => ({
      status: 1,
      results: [1, 2, 3].map((id) => drugDto({ id, international_name: ibuprofen })),
      count: 3,
      page: 1,
      per_page: 36,
    }));
    const { result } = setup(getDrugs)([drugDto({ id: 1, international_name: ibuprofen })]);
    // Generous: the suite shares two cores with other builds.
    await waitFor(() => expect(result.current.drugs.map((drug) => drug.id)).toEqual([2, 3]), {
      timeout: 5000,
    });
    expect(result.current.substance).toBe('Ибупрофен');
    expect(getDrugs).toHaveBeenCalledWith(expect.objectContaining({ substance: [9] }));
  });

  it('asks nothing without results and shows no row when the call fails', async () => {
    const getDrugs = jest.fn(async () => false as const);
    const render = setup(getDrugs);
    expect(render([]).result.current).toEqual({ substance: null, drugs: [] });
    expect(getDrugs).not.toHaveBeenCalled();
    const { result } = render([drugDto({ id: 1, international_name: ibuprofen })]);
    await waitFor(() => expect(getDrugs).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(result.current.drugs).toEqual([]);
  });
});
