import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegionLabel } from '../region-label/region-label';
import { SearchDropdown } from '../search-dropdown/search-dropdown';
import { headerLabels, searchLabels } from '../testing/fixtures';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { BackButton, CabinetLink, CategoriesButton, HeaderBar, HeaderCartLink, Logo } from './header-pieces';

type Labels = typeof headerLabels.ru;

interface DemoProps {
  labels: Labels;
  search: typeof searchLabels.ru;
  cartCount: number;
  signedIn: boolean;
  region?: string;
  onCategories: () => void;
}

/** The header's search field, with no results to show. */
function IdleSearch({
  value,
  onValueChange,
  labels,
}: {
  value: string;
  onValueChange: (value: string) => void;
  labels: DemoProps['search'];
}) {
  return (
    <SearchDropdown
      value={value}
      onValueChange={onValueChange}
      onSubmit={fn()}
      content={{
        onSelect: fn(),
        onQuantityChange: fn(),
        status: 'idle',
        results: [],
        viewAllHref: '/search',
        labels,
      }}
      action="/search"
      labels={labels}
    />
  );
}

/** The desktop header assembled from the pieces, as desktop-web does it. */
function DesktopHeader({ labels, search, cartCount, signedIn, region, onCategories }: DemoProps) {
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  return (
    <header>
      <HeaderBar
        start={
          <>
            <Logo href="/" label={labels.logo} />
            <CategoriesButton
              label={labels.categories}
              expanded={expanded}
              onClick={() => {
                setExpanded((value) => !value);
                onCategories();
              }}
            />
          </>
        }
        end={
          <>
            <RegionLabel name={region} fallback={labels.yourLocation} label={labels.region} onClick={fn()} />
            <CabinetLink
              href={signedIn ? '/profile' : '/auth'}
              label={signedIn ? labels.cabinet : labels.signIn}
            />
            <HeaderCartLink
              href="/cart"
              label={labels.cart}
              count={cartCount}
              countLabel={labels.cartCount}
            />
          </>
        }
      >
        <IdleSearch value={text} onValueChange={setText} labels={search} />
      </HeaderBar>
    </header>
  );
}

const meta = {
  title: 'Header/HeaderPieces',
  component: DesktopHeader,
  args: {
    labels: headerLabels.ru,
    search: searchLabels.ru,
    cartCount: 3,
    signedIn: true,
    region: 'Ташкент',
    onCategories: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    locales: { uz: { labels: headerLabels.uz, search: searchLabels.uz, region: 'Toshkent' } },
  },
} satisfies Meta<typeof DesktopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const categories = canvas.getByRole('button', { name: /Категории|Kategoriyalar/ });
    await userEvent.click(categories);
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onCategories).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: /Корзина|Savat/ })).toHaveAttribute('href', '/cart');
  },
};

export const Guest: Story = {
  args: { signedIn: false, cartCount: 0, region: undefined },
  parameters: { locales: { uz: { region: undefined } } },
};

export const ManyCartLines: Story = { args: { cartCount: 128 } };

export const LongUzbekText: Story = inUzbek({ region: 'Qoraqalpogʻiston Respublikasi' });

export const Mobile: Story = {
  globals: phoneViewport,
  render: (args) => (
    <header>
      <HeaderBar start={<BackButton label={args.labels.back} onClick={fn()} />}>
        <IdleSearch value="" onValueChange={fn()} labels={args.search} />
      </HeaderBar>
    </header>
  ),
};
