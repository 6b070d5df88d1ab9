import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderSuccessLabels } from '../testing/fixtures';
import { phoneViewport } from '../testing/story-presets';
import { OrderSuccessDialog } from './order-success-dialog';

const meta = {
  title: 'Checkout/OrderSuccessDialog',
  component: OrderSuccessDialog,
  args: { open: true, size: 'desktop', labels: orderSuccessLabels.ru, onClose: fn() },
  parameters: { layout: 'fullscreen', locales: { uz: { labels: orderSuccessLabels.uz } } },
} satisfies Meta<typeof OrderSuccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  args: { size: 'mobile' },
  globals: phoneViewport,
};

export const PickupWithPrescription: Story = {
  args: {
    labels: {
      ...orderSuccessLabels.ru,
      notes: [
        'Заберите заказ в аптеке: GoPharm Чиланзар, ул. Бунёдкор, 12',
        'Когда заказ будет готов к выдаче, мы сообщим вам, и он будет ждать вас 48 часов.',
        'Возьмите с собой рецепт: без него рецептурный препарат не выдадут.',
      ],
    },
  },
  parameters: {
    locales: {
      uz: {
        labels: {
          ...orderSuccessLabels.uz,
          notes: [
            'Buyurtmani dorixonadan olib keting: GoPharm Chilonzor, Bunyodkor koʻchasi, 12',
            'Buyurtma olib ketishga tayyor boʻlganda sizga xabar beramiz, u sizni 48 soat kutadi.',
            'Retseptni oʻzingiz bilan olib keling: usiz retsept boʻyicha beriladigan dori berilmaydi.',
          ],
        },
      },
    },
  },
  globals: phoneViewport,
};

export const FirstOrder: Story = {
  args: { labels: { ...orderSuccessLabels.ru, nthOrder: 'Это ваш 1-й заказ' } },
  parameters: {
    locales: { uz: { labels: { ...orderSuccessLabels.uz, nthOrder: 'Bu sizning 1-buyurtmangiz' } } },
  },
};

export const WithoutOrderCount: Story = {
  args: { labels: { ...orderSuccessLabels.ru, nthOrder: undefined } },
  parameters: { locales: { uz: { labels: { ...orderSuccessLabels.uz, nthOrder: undefined } } } },
};

export const StatusButtonCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: /Заказ оформлен!|rasmiylashtirildi/,
    });
    const status = within(dialog).getByRole('button', { name: /Статус заказа|Buyurtma holati/ });
    await expect(status).toHaveFocus();
    await userEvent.click(status);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongUzbekText: Story = {
  globals: { locale: 'uz', ...phoneViewport },
  args: { size: 'mobile', labels: orderSuccessLabels.uz },
  parameters: {
    locales: {
      uz: {
        labels: {
          ...orderSuccessLabels.uz,
          saved: 'GoPharm bilan buyurtma berib, siz dorixonaga borish uchun ketadigan 30 daqiqani tejadingiz',
        },
      },
    },
  },
};

export const Closed: Story = { args: { open: false } };
