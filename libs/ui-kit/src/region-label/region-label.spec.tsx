import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { RegionLabel } from './region-label';
import * as stories from './region-label.stories';

testStories('RegionLabel', composeStories(stories));

it('reads the full name and shows the fallback when no region is chosen', () => {
  const { rerender } = render(
    <RegionLabel
      name="Самаркандская область"
      fallback="Ваше местоположение"
      label="Регион"
      onClick={jest.fn()}
    />,
  );
  expect(screen.getByRole('button', { name: 'Регион: Самаркандская область' })).toHaveTextContent(
    'Самаркандская…',
  );
  rerender(<RegionLabel name="" fallback="Ваше местоположение" label="Регион" onClick={jest.fn()} />);
  expect(screen.getByRole('button')).toHaveTextContent('Ваше местоположение');
});
