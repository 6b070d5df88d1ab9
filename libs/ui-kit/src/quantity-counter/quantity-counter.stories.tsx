import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { counterLabels } from '../testing/fixtures';
import { renderStateful } from '../testing/stateful';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { QuantityCounter } from './quantity-counter';

const meta = {
  title: 'Cart/QuantityCounter',
  component: QuantityCounter,
  render: renderStateful(QuantityCounter, 'value', 'onChange'),
  args: { value: 1, max: 5, labels: counterLabels.ru, onChange: fn() },
  parameters: { locales: { uz: { labels: counterLabels.uz } } },
} satisfies Meta<typeof QuantityCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Empties the counter's field, as a shopper does before typing another number, and gives it back. */
async function clearField(canvasElement: HTMLElement) {
  const field = within(canvasElement).getByRole('textbox');
  await userEvent.clear(field);
  return field;
}

export const PlusAndMinus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox');
    await userEvent.click(canvas.getByRole('button', { name: /Увеличить|koʻpaytirish/ }));
    await expect(field).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    const decrease = canvas.getByRole('button', { name: /Уменьшить|kamaytirish/ });
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(field).toHaveValue('0');
    // Never below 0: a further press does nothing.
    await userEvent.click(decrease);
    await expect(field).toHaveValue('0');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const TypingNonNumberGivesZero: Story = {
  args: { value: 3 },
  play: async ({ canvasElement, args }) => {
    const field = await clearField(canvasElement);
    await userEvent.type(field, 'abc');
    // Nothing changes while typing; leaving the field applies the spec's rule.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(field).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const ClearingToRetypeKeepsTheQuantity: Story = {
  args: { value: 3 },
  play: async ({ canvasElement, args }) => {
    const field = await clearField(canvasElement);
    await expect(field).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(field, '4{Enter}');
    await expect(field).toHaveValue('4');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const TypingAboveMaxStopsAtMax: Story = {
  play: async ({ canvasElement, args }) => {
    const field = await clearField(canvasElement);
    await userEvent.type(field, '99{Enter}');
    await expect(field).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const MaxCountReached: Story = {
  args: { value: 5 },
  play: async ({ canvasElement, args }) => {
    const increase = within(canvasElement).getByRole('button', { name: /Увеличить|koʻpaytirish/ });
    await userEvent.click(increase);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(increase).toHaveFocus();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Disabled: Story = { args: { disabled: true } };

export const LongUzbekText: Story = {
  ...inUzbek({
    labels: {
      ...counterLabels.uz,
      maxReached: 'Ushbu mahsulotdan boshqa nusxa hozircha dorixonalarimizda mavjud emas',
    },
  }),
  args: { value: 3, max: 3, labels: counterLabels.uz },
};

export const Mobile: Story = {
  globals: phoneViewport,
  args: { fullWidth: true },
};
