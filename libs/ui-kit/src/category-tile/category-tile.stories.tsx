import type { Meta, StoryObj } from '@storybook/react-vite';
import { PillIcon } from '../icons/icons';
import { pictures } from '../testing/fixtures';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { CategoryTile } from './category-tile';

const meta = {
  title: 'Catalogue/CategoryTile',
  component: CategoryTile,
  args: {
    name: 'Лекарственные средства',
    href: '/catalog/lekarstva',
    note: '1 240 товаров',
    icon: <PillIcon size={40} />,
  },
  parameters: {
    locales: { uz: { name: 'Dori vositalari', href: '/uz/catalog/lekarstva', note: '1 240 ta mahsulot' } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {};

export const WithImage: Story = { args: { icon: undefined, imageUrl: pictures.green } };

export const NameOnly: Story = { args: { icon: undefined, note: undefined } };

export const LongUzbekText: Story = inUzbek({
  name: 'Shamollash va grippga qarshi vositalar hamda immunitetni mustahkamlovchilar',
});

export const Mobile: Story = { globals: phoneViewport };
