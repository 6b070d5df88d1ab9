import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { Tabs } from './tabs';
import * as stories from './tabs.stories';

testStories('Tabs', composeStories(stories));

it('shows the selected panel labelled by its tab, and falls back to the first tab for an unknown id', () => {
  render(
    <Tabs
      label="Инструкция"
      selectedId="nope"
      onSelect={jest.fn()}
      tabs={[
        { id: 'a', label: 'Показания', content: 'A' },
        { id: 'b', label: 'Дозировка', content: 'B' },
      ]}
    />,
  );
  expect(screen.getByRole('tabpanel', { name: 'Показания' })).toHaveTextContent('A');
  expect(screen.getByRole('tab', { name: 'Дозировка' })).toHaveAttribute('tabindex', '-1');
});
