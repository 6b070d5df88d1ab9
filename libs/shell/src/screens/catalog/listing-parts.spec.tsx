import { screen } from '@testing-library/react';
import type { useDrugListing } from '../../catalog/use-drug-listing';
import { renderScreen } from '../../testing';
import { ListingEmpty, ListingPager } from './listing-parts';

type Listing = ReturnType<typeof useDrugListing>;

const listingOn = (page: number, pageCount: number) =>
  ({
    state: 'loaded',
    filters: { page },
    pageCount,
    pageHref: (to: number) => `/catalog/vitaminy?page=${to}`,
  }) as unknown as Listing;

describe('the listing’s pager (both apps)', () => {
  it('keeps its shape on the first page: "Назад" is there, disabled, and "Вперёд" a link to page 2', async () => {
    await renderScreen(<ListingPager listing={listingOn(1, 3)} />);
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(pager).toHaveTextContent('Страница 1');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Вперёд' })).toHaveAttribute('href', '/catalog/vitaminy?page=2');
  });

  it('on the last page, in Uzbek too, "Oldinga" is disabled and "Orqaga" a link', async () => {
    await renderScreen(<ListingPager listing={listingOn(3, 3)} />, { locale: 'uz' });
    expect(screen.getByRole('button', { name: 'Oldinga' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Orqaga' })).toHaveAttribute('href', '/catalog/vitaminy?page=2');
  });

  it('is not shown for a single page', async () => {
    await renderScreen(<ListingPager listing={listingOn(1, 1)} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('an empty list (both apps)', () => {
  const emptyListing = (filtered: boolean) =>
    ({ state: 'loaded', filtered, resetHref: '/catalog/vitaminy' }) as unknown as Listing;

  it('under the shopper’s filters says so, and links to the whole shelf', async () => {
    await renderScreen(<ListingEmpty listing={emptyListing(true)} />);
    expect(screen.getByRole('heading', { name: 'По выбранным фильтрам товаров нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Сбросить' })).toHaveAttribute('href', '/catalog/vitaminy');
  });

  it('with no filter is an empty shelf, with nothing to reset (in Uzbek too)', async () => {
    await renderScreen(<ListingEmpty listing={emptyListing(false)} />, { locale: 'uz' });
    expect(
      screen.getByRole('heading', { name: 'Bu boʻlimda hozircha mahsulotlar yoʻq' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
