import type { Meta, StoryObj } from '@storybook/react-vite';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { BottomBar, type BottomBarItem } from './bottom-bar';

const items = (
  prefix: string,
  [home, categories, search, cart, profile, count]: string[],
  cartCount = 3,
): BottomBarItem[] => [
  { id: 'home', href: `${prefix}/`, label: home ?? '', icon: 'home', current: true },
  { id: 'categories', href: `${prefix}/catalog-home`, label: categories ?? '', icon: 'categories' },
  { id: 'search', href: `${prefix}/search`, label: search ?? '', icon: 'search' },
  {
    id: 'cart',
    href: `${prefix}/cart`,
    label: cart ?? '',
    icon: 'cart',
    badge: { count: cartCount, label: count ?? '' },
  },
  { id: 'profile', href: `${prefix}/profile-mobile`, label: profile ?? '', icon: 'profile' },
];
const ru = ['Главная', 'Категории', 'Поиск', 'Корзина', 'Профиль', '3 товара в корзине'];
const uz = ['Bosh sahifa', 'Kategoriyalar', 'Qidiruv', 'Savat', 'Profil', 'Savatda 3 ta mahsulot'];

const meta = {
  title: 'Header/BottomBar',
  component: BottomBar,
  args: { label: 'Основное меню', items: items('', ru), inline: true },
  parameters: { locales: { uz: { label: 'Asosiy menyu', items: items('/uz', uz) } } },
  globals: phoneViewport,
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Guest: Story = {
  args: { items: items('', ['Главная', 'Категории', 'Поиск', 'Корзина', 'Войти', ''], 0) },
  parameters: {
    locales: {
      uz: { items: items('/uz', ['Bosh sahifa', 'Kategoriyalar', 'Qidiruv', 'Savat', 'Kirish', ''], 0) },
    },
  },
};

export const LongUzbekText: Story = inUzbek({
  items: items('/uz', [
    'Bosh sahifa',
    'Mahsulot kategoriyalari',
    'Qidiruv',
    'Xaridlar savati',
    'Shaxsiy kabinet',
    'Savatda 3 ta mahsulot',
  ]),
});

export const FixedToBottom: Story = { args: { inline: false }, parameters: { layout: 'fullscreen' } };
