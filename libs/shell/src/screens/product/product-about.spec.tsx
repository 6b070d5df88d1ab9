import type { DrugDetailDto } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../testing';
import { ProductAbout, substanceLabelKey } from './product-about';

const detail = (overrides: Partial<DrugDetailDto>): DrugDetailDto => ({
  ...drugDto({ id: 7 }),
  images: [],
  description: '<p>Термометр для измерения под мышкой.</p>',
  category: null,
  pharmacies_count: 3,
  characteristics: [],
  analogues: [],
  equivalents: [],
  ...overrides,
});

describe('ProductAbout (both apps)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("shows a good's characteristics and description, and no instruction", async () => {
    const leaflet = jest.fn(async () => [{ title: 'Показания', content: '<p>Боль.</p>' }]);
    const view = await renderScreen(
      <ProductAbout
        drug={detail({
          kind: 'goods',
          characteristics: [
            { name: 'Время измерения', value: '60 с' },
            { name: 'Гарантия', value: '2 года' },
          ],
        })}
      />,
      { api: { getDrugInstruction: leaflet } },
    );
    const section = screen.getByRole('region', { name: 'Характеристики' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Время измерения', 'Гарантия']);
    expect(
      within(section)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['60 с', '2 года']);
    expect(within(section).getByText('Термометр для измерения под мышкой.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Инструкция' })).toBeNull();
    expect(leaflet).not.toHaveBeenCalled();
    view.stores.dispose();
  });

  it("shows a medicine's leaflet, as before (a copy without a kind is a medicine)", async () => {
    const view = await renderScreen(<ProductAbout drug={detail({})} />, {
      api: { getDrugInstruction: async () => [{ title: 'Показания', content: '<p>Боль.</p>' }] },
    });
    expect(screen.getByRole('heading', { name: 'Инструкция' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Показания' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Характеристики' })).toBeNull();
    view.stores.dispose();
  });

  it('calls a good’s type its type, a medicine’s substance its substance', () => {
    expect(substanceLabelKey({ kind: 'goods' })).toBe('product.type');
    expect(substanceLabelKey({ kind: 'medicine' })).toBe('product.substance');
    expect(substanceLabelKey({})).toBe('product.substance');
  });
});
