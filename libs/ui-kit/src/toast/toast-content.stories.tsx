import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { ToastContent } from './toast-content';

const meta = {
  title: 'Feedback/ToastContent',
  component: ToastContent,
  args: { tone: 'success', message: 'Товар добавлен в корзину', closeLabel: 'Закрыть', onClose: fn() },
  parameters: { locales: { uz: { message: 'Mahsulot savatga qoʻshildi', closeLabel: 'Yopish' } } },
} satisfies Meta<typeof ToastContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Закрыть|Yopish/ }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { tone: 'error', message: 'Проверьте подключение к интернету!' },
  parameters: { locales: { uz: { message: 'Internet aloqasini tekshiring!' } } },
};

export const Info: Story = {
  args: { tone: 'info', message: 'Минимальная сумма заказа', onClose: undefined },
  parameters: { locales: { uz: { message: 'Minimal buyurtma summasi' } } },
};

export const LongUzbekText: Story = {
  ...inUzbek({
    message: 'Bu miqdordagi mahsulot hech bir dorixonada mavjud emas, iltimos miqdorni kamaytiring',
  }),
  args: { tone: 'error' },
};

export const Mobile: Story = { globals: phoneViewport };
