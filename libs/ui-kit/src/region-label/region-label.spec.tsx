import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { cutRegionName, RegionLabel } from './region-label';
import * as stories from './region-label.stories';

testStories('RegionLabel', composeStories(stories));

describe('cutRegionName', () => {
  it('keeps names up to 13 characters and cuts longer ones with an ellipsis', () => {
    expect(cutRegionName('Ташкент')).toBe('Ташкент');
    expect(cutRegionName('Самаркандская')).toBe('Самаркандская');
    expect(cutRegionName('Самаркандская область')).toBe('Самаркандская…');
    expect(cutRegionName('Qoraqalpogʻiston')).toBe('Qoraqalpogʻis…');
  });
});

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
