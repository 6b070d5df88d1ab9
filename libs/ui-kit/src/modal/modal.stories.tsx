import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { phoneViewport } from '../testing/story-presets';
import { BottomSheet, Modal, type ModalProps } from './modal';

const ru = {
  title: 'Выбор региона',
  closeLabel: 'Закрыть',
  trigger: 'Выбрать регион',
  field: 'Регион',
  confirm: 'Подтвердить регион',
};
const uz = {
  title: 'Hududni tanlash',
  closeLabel: 'Yopish',
  trigger: 'Hududni tanlang',
  field: 'Hudud',
  confirm: 'Hududni tasdiqlash',
};
type Texts = typeof ru;

/** A trigger and a modal with a field and a button, like the region dialog. */
function Demo({ texts, sheet, ...props }: ModalProps & { texts: Texts; sheet?: boolean }) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  const Component = sheet ? BottomSheet : Modal;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{texts.trigger}</Button>
      <Component {...props} title={texts.title} closeLabel={texts.closeLabel} open={open} onClose={close}>
        <label style={{ display: 'grid', gap: 4, marginBottom: 16 }}>
          {texts.field}
          <select defaultValue="1" style={{ minHeight: 44, font: 'inherit' }}>
            <option value="1">Ташкент</option>
            <option value="2">Самарканд</option>
          </select>
        </label>
        <Button fullWidth onClick={close}>
          {texts.confirm}
        </Button>
      </Component>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  render: (args) => <Demo {...args} texts={ru} />,
  args: {
    open: false,
    title: ru.title,
    closeLabel: ru.closeLabel,
    width: 665,
    onClose: fn(),
    children: null,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

export const FocusTrap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Выбрать регион|Hududni tanlang/ });
    await userEvent.click(trigger);
    // The dialog is put on the page's body, outside the story's own box.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog');
    const field = within(dialog).getByRole('combobox');
    const confirm = within(dialog).getByRole('button', { name: /Подтвердить|tasdiqlash/ });
    const close = within(dialog).getByRole('button', { name: /Закрыть|Yopish/ });
    // Focus goes to the first control that is not ×, and Tab wraps inside the dialog both ways.
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    // Escape closes it and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Uzbek: Story = {
  globals: { locale: 'uz' },
  render: (args) => <Demo {...args} texts={uz} />,
  args: { open: true, title: uz.title, closeLabel: uz.closeLabel },
};

export const LongUzbekText: Story = {
  globals: { locale: 'uz' },
  render: (args) => (
    <Demo
      {...args}
      texts={{ ...uz, title: 'Yetkazib berish hududini va tumanini tanlang, soʻngra tasdiqlang' }}
    />
  ),
  args: { open: true },
};

export const BottomSheetMobile: Story = {
  globals: phoneViewport,
  render: (args) => <Demo {...args} texts={ru} sheet />,
  args: { open: true },
};

export const Mobile: Story = {
  globals: phoneViewport,
  args: { open: true },
};
