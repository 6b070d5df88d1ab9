import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../button/button';
import { CartIcon, HeartIcon } from '../icons/icons';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'В корзине пока пусто',
    text: 'Найдите нужные лекарства в каталоге или через поиск.',
    icon: <CartIcon size={36} />,
    actions: <ButtonLink href="/catalog-home">Перейти в каталог</ButtonLink>,
  },
  parameters: {
    locales: {
      uz: {
        title: 'Savat hozircha boʻsh',
        text: 'Kerakli dorilarni katalogdan yoki qidiruv orqali toping.',
        actions: <ButtonLink href="/uz/catalog-home">Katalogga oʻtish</ButtonLink>,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {};

export const NoFavourites: Story = {
  args: { title: 'В избранном ничего нет', icon: <HeartIcon size={36} /> },
  parameters: { locales: { uz: { title: 'Sevimlilar roʻyxati boʻsh' } } },
};

export const NoSearchResults: Story = {
  args: {
    title: 'Ничего не найдено',
    text: 'Проверьте написание или поищите по действующему веществу.',
    icon: undefined,
  },
  parameters: {
    locales: {
      uz: {
        title: 'Hech narsa topilmadi',
        text: 'Yozilishini tekshiring yoki taʼsir etuvchi modda boʻyicha qidiring.',
      },
    },
  },
};

export const LongUzbekText: Story = inUzbek({
  title: 'Siz hali hech qanday buyurtma bermagansiz va savatingizda birorta ham mahsulot yoʻq',
  text: 'Katalogdagi oʻn ikki mingdan ortiq mahsulot orasidan keraklisini tanlang — biz uni 30 daqiqada yetkazamiz.',
});

export const Mobile: Story = { globals: phoneViewport };
