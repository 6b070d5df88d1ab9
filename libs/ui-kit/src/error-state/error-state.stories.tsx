import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../button/button';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { ErrorState } from './error-state';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'Не удалось загрузить товары',
    text: 'Проверьте подключение к интернету!',
    retryLabel: 'Повторить',
    onRetry: fn(),
  },
  parameters: {
    locales: {
      uz: {
        title: 'Mahsulotlarni yuklab boʻlmadi',
        text: 'Internet aloqasini tekshiring!',
        retryLabel: 'Qayta urinish',
      },
    },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Retry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Повторить|Qayta urinish/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    title: 'Ошибка на сервере',
    text: 'Ошибка на сервере. Попробуйте перейти на Главную страницу. Если эта ошибка будет повторяться, обратитесь в службу поддержки.',
    retryLabel: undefined,
    actions: <ButtonLink href="/">На главную</ButtonLink>,
  },
  parameters: {
    locales: {
      uz: {
        title: 'Serverda xatolik',
        text: 'Serverda xatolik yuz berdi. Bosh sahifaga oʻtib koʻring. Agar xatolik takrorlansa, qoʻllab-quvvatlash xizmatiga murojaat qiling.',
        retryLabel: undefined,
        actions: <ButtonLink href="/uz">Bosh sahifaga</ButtonLink>,
      },
    },
  },
};

export const LongUzbekText: Story = inUzbek({
  title: 'Bu miqdordagi mahsulot hech bir dorixonada mavjud emas',
  text: 'Iltimos, miqdorni kamaytiring yoki boshqa dorixonani tanlang va buyurtmani qaytadan rasmiylashtiring.',
});

export const Mobile: Story = { globals: phoneViewport };
