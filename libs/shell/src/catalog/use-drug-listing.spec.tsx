import type { DrugsRequest } from '@gopharm/api-client';
import { act, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderScreen } from '../testing';
import {
  filtersFromParams,
  LISTING_PAGE_SIZE,
  listingRequest,
  paramsOfFilters,
  useDrugListing,
} from './use-drug-listing';

// Read inside an observer, as the screens do.
const Listing = observer(function Listing() {
  const listing = useDrugListing({ search: 'нурофен' });
  const { search } = useLocation();
  return (
    <>
      <output aria-label="url">{search}</output>
      <button
        onClick={() =>
          listing.applyFilters({ ...listing.filters, price_min: 0, price_max: 5000, in_stock: true })
        }
      >
        apply
      </button>
    </>
  );
});

const page = { status: 1, results: [], count: 0, page: 1, per_page: LISTING_PAGE_SIZE };

describe('useDrugListing (both apps)', () => {
  it('asks 24 a page (whole rows of 2, 3 and 4 columns)', async () => {
    const getDrugs = jest.fn(async (_query?: DrugsRequest) => page);
    await renderScreen(<Listing />, { api: { getDrugs }, path: '/search?q=нурофен' });
    expect(getDrugs).toHaveBeenCalledWith(expect.objectContaining({ per_page: 24, search: 'нурофен' }));
  });

  it('applies several filters in one step, from page 1, keeping q', async () => {
    await renderScreen(<Listing />, {
      api: { getDrugs: async () => page },
      path: '/search?q=x&page=3&sort=name',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'apply' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
      '?q=x&sort=name&price_min=0&price_max=5000&in_stock=1',
    );
  });

  it('loads again in the new language (names and countries come in it)', async () => {
    const getDrugs = jest.fn(async () => page);
    const { stores } = await renderScreen(<Listing />, { api: { getDrugs }, path: '/search?q=x' });
    expect(getDrugs).toHaveBeenCalledTimes(1);
    await act(async () => stores.locale.set('uz'));
    expect(getDrugs).toHaveBeenCalledTimes(2);
  });

  it('reads a price bound of 0 as a bound, and drops what is not a number', () => {
    expect(filtersFromParams(new URLSearchParams('price_min=0&price_max=abc'))).toMatchObject({
      price_min: 0,
      price_max: undefined,
    });
    expect(paramsOfFilters({ sort: 'popular', page: 1 }, new URLSearchParams('q=a&page=2')).toString()).toBe(
      'q=a',
    );
    const where = { locale: 'ru', regionId: 1 };
    expect(listingRequest({}, new URLSearchParams(), where).key).not.toBe(
      listingRequest({}, new URLSearchParams(), { ...where, locale: 'uz' }).key,
    );
  });

  it('links a dosage form or brand from page 1, keeping q and the other filters, and clears it', async () => {
    const FacetLinks = observer(function FacetLinks() {
      const listing = useDrugListing({ search: 'x' });
      return (
        <>
          <output aria-label="drops">{listing.facetHref('form', 'drops')}</output>
          <output aria-label="any form">{listing.facetHref('form', null)}</output>
        </>
      );
    });
    await renderScreen(<FacetLinks />, {
      api: { getDrugs: async () => page },
      path: '/uz/search?q=x&page=3&form=tablets&brand=Omron',
    });
    expect(screen.getByRole('status', { name: 'drops' })).toHaveTextContent(
      '/search?q=x&form=drops&brand=Omron',
    );
    expect(screen.getByRole('status', { name: 'any form' })).toHaveTextContent('/search?q=x&brand=Omron');
  });

  it('knows a list the shopper narrowed from one only sorted or paged, and links the whole list', async () => {
    const Reset = observer(function Reset() {
      const listing = useDrugListing({ search: 'x' });
      return (
        <>
          <output aria-label="filtered">{String(listing.filtered)}</output>
          <output aria-label="whole">{listing.resetHref}</output>
        </>
      );
    });
    const shown = async (path: string) => {
      const view = await renderScreen(<Reset />, { api: { getDrugs: async () => page }, path });
      const read = [
        screen.getByRole('status', { name: 'filtered' }),
        screen.getByRole('status', { name: 'whole' }),
      ];
      const texts = read.map((output) => output.textContent);
      view.unmount();
      return texts;
    };
    expect(await shown('/uz/search?q=x&page=3&sort=name')).toEqual(['false', '/search?q=x']);
    expect(await shown('/search?q=x&sort=name&form=tablets&in_stock=1')).toEqual(['true', '/search?q=x']);
  });

  it('reads forms and brands within what the API accepts (an odd address is no failure)', () => {
    const filters = filtersFromParams(
      new URLSearchParams(`form=drops,DROP,${'a'.repeat(31)},syrup&brand=Omron,,${'b'.repeat(61)},B.Well`),
    );
    expect(filters).toMatchObject({ form: ['drops', 'syrup'], brand: ['Omron', 'B.Well'] });
    const many = filtersFromParams(new URLSearchParams(`brand=${Array(20).fill('x'.repeat(60)).join(',')}`));
    expect(many.brand?.join(',').length).toBeLessThanOrEqual(500);
  });
});
