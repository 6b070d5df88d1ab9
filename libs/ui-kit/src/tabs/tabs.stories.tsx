import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderStateful } from '../testing/stateful';
import { inUzbek, phoneViewport } from '../testing/story-presets';
import { Tabs } from './tabs';

const tabsRu = [
  { id: 'use', label: 'Показания', content: <p>Головная боль, зубная боль, лихорадка.</p> },
  { id: 'dose', label: 'Способ применения', content: <p>По 1 таблетке 3 раза в день после еды.</p> },
  { id: 'contra', label: 'Противопоказания', content: <p>Повышенная чувствительность к компонентам.</p> },
];
const tabsUz = [
  { id: 'use', label: 'Koʻrsatmalar', content: <p>Bosh ogʻrigʻi, tish ogʻrigʻi, isitma.</p> },
  { id: 'dose', label: 'Qoʻllash usuli', content: <p>Ovqatdan keyin kuniga 3 marta 1 tabletkadan.</p> },
  { id: 'contra', label: 'Qarshi koʻrsatmalar', content: <p>Tarkibiy qismlarga yuqori sezuvchanlik.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  render: renderStateful(Tabs, 'selectedId', 'onSelect'),
  args: { label: 'Инструкция', tabs: tabsRu, selectedId: 'use', onSelect: fn() },
  parameters: { locales: { uz: { label: 'Yoʻriqnoma', tabs: tabsUz } } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Instruction: Story = {};

export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('use');
  },
};

export const Empty: Story = { args: { tabs: [] }, parameters: { locales: { uz: { tabs: [] } } } };

export const LongUzbekText: Story = inUzbek({
  tabs: [
    ...tabsUz,
    {
      id: 'long',
      label: 'Homiladorlik va emizish davrida qoʻllanilishi',
      content: <p>Shifokor bilan maslahatlashing.</p>,
    },
  ],
});

export const Mobile: Story = { globals: phoneViewport };
