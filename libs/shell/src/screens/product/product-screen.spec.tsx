import type { DrugDetailDto } from '@gopharm/api-client';
import { AppError, failed } from '@gopharm/api-client';
import { drugDto } from '@gopharm/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { keep } from '../../loading/keyed-load';
import { productData } from '../../loading/route-data';
import { renderScreen, type ScreenOptions } from '../../testing';
import { createProductScreen } from './product-screen';

const detail = (overrides: Partial<DrugDetailDto> = {}): DrugDetailDto => ({
  ...drugDto({ id: 7, slug: 'nurofen', name: 'Нурофен 200 мг №10', price: 25_000 }),
  images: [],
  description: '',
  category: {
    id: 2,
    name: 'Обезболивающие',
    slug: 'pain',
    parent: { id: 1, name: 'Лекарства', slug: 'drugs', parent: null },
  },
  pharmacies_count: 3,
  characteristics: [],
  analogues: [],
  equivalents: [],
  ...overrides,
});

const { ProductPage } = createProductScreen({
  styles: {},
  gallerySize: 320,
  ProductRow: ({ drugs, label }) => (
    <ul aria-label={label}>
      {drugs.map((drug) => (
        <li key={drug.id}>{drug.name}</li>
      ))}
    </ul>
  ),
  Skeleton: () => <p>skeleton</p>,
});

function renderProduct(options: ScreenOptions = {}) {
  return renderScreen(
    <Routes>
      <Route path="/product/:param" element={<ProductPage />} />
    </Routes>,
    { path: '/product/nurofen', ...options },
  );
}

describe('the product page (one for both apps)', () => {
  it('shows the drug: heading, price, facts, the substance as a search, the way down the catalogue', async () => {
    await renderProduct({ api: { getDrug: async () => detail() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Нурофен 200 мг №10' })).toBeInTheDocument();
    const buyBox = screen.getByRole('region', { name: 'Цена' });
    expect(within(buyBox).getByText(/^25\s000 сум$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Парацетамол' })).toHaveAttribute(
      'href',
      `/search?q=${encodeURIComponent('Парацетамол')}`,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/catalog/drugs', '/catalog/pain']);
  });

  it('puts the drug in the cart from its button, and counts it there', async () => {
    const { stores } = await renderProduct({ api: { getDrug: async () => detail() } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'В корзину' }));
    expect(stores.newOrder.quantityOf(7)).toBe(1);
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeInTheDocument();
  });

  // The page is cached and read at any hour: it promises express with the hours it runs, never "within the hour" alone.
  it.each([
    ['ru' as const, 'Доставка и самовывоз', 'Экспресс-доставка с 08:30 до 20:30: 2000 сум за км'],
    ['uz' as const, 'Yetkazib berish va olib ketish', 'Tezkor yetkazib berish 08:30 dan 20:30 gacha'],
  ])('says in %s when the express courier runs', async (locale, title, express) => {
    await renderProduct({ locale, api: { getDrug: async () => detail() } });
    const delivery = await screen.findByRole('region', { name: title });
    expect(within(delivery).getByText((text) => text.startsWith(express))).toBeInTheDocument();
  });

  it('names no substance for a good that has none (a thermometer), in Uzbek as well', async () => {
    await renderProduct({
      locale: 'uz',
      api: { getDrug: async () => detail({ international_name: null as never, name: 'Omron Eco Temp' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Omron Eco Temp' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Парацетамол' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigatsiya zanjiri' })).toBeInTheDocument();
  });

  it('starts from the drug the server loaded under the same key, without asking again', async () => {
    const getDrug = jest.fn(async () => detail());
    await renderProduct({
      api: { getDrug },
      preload: (stores) =>
        keep(productData, { stores, param: 'nurofen', search: new URLSearchParams() }, detail()),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Нурофен 200 мг №10' })).toBeInTheDocument();
    expect(getDrug).not.toHaveBeenCalled();
  });

  it('says an unknown drug is not there', async () => {
    await renderProduct({ api: { getDrug: async () => null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Товар не найден!' })).toBeInTheDocument();
  });

  it('offers a retry when the connection is lost, and shows the drug once it answers', async () => {
    let online = false;
    await renderProduct({
      api: {
        getDrug: async () => {
          if (!online) return failed(new AppError(0, 'Network Error', 'network'));
          return detail();
        },
      },
    });
    // A lost connection is said in the network notice's words, with a retry.
    expect(await screen.findByText('Проверьте подключение к интернету!')).toBeInTheDocument();
    online = true;
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Нурофен 200 мг №10' })).toBeInTheDocument();
  });
});
