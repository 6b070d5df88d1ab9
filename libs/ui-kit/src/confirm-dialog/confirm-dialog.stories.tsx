import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const labels = {
  ru: {
    title: 'Удалить карту 8600 **** **** 1234?',
    text: 'Чтобы платить ею снова, её придётся добавить заново с кодом из SMS.',
    confirm: 'Удалить карту',
    cancel: 'Отмена',
    close: 'Закрыть',
  },
  uz: {
    title: '8600 **** **** 1234 kartasini oʻchirasizmi?',
    text: 'U bilan yana toʻlash uchun uni SMS-kod bilan qaytadan qoʻshish kerak boʻladi.',
    confirm: 'Kartani oʻchirish',
    cancel: 'Bekor qilish',
    close: 'Yopish',
  },
};

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, labels: labels.ru, destructive: true, onConfirm: fn(), onCancel: fn() },
  parameters: { locales: { uz: { labels: labels.uz } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteCard: Story = {};

export const CancelHasFocusAndEscapeCancels: Story = {
  play: async ({ args }) => {
    // The dialog lives in the document, not in the story's canvas.
    const dialog = within(document.body).getByRole('dialog');
    const [cancel] = within(dialog).getAllByRole('button', { name: /Отмена|Bekor qilish/ });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmDoesTheAction: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^(Удалить карту|Kartani oʻchirish)$/ }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = { args: { busy: true } };
