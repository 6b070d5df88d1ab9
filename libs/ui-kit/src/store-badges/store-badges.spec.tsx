import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { testStories } from '../testing/stories';
import { StoreBadges } from './store-badges';
import * as stories from './store-badges.stories';

testStories('StoreBadges', composeStories(stories));

it('links each store by its name, in a new tab', () => {
  render(
    <StoreBadges
      appStoreUrl="https://apps.apple.com/x"
      googlePlayUrl="https://play.google.com/y"
      labels={{ appStore: 'Загрузите в App Store', googlePlay: 'Доступно в Google Play' }}
    />,
  );
  expect(screen.getByRole('link', { name: 'Загрузите в App Store' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/x',
  );
  expect(screen.getByRole('link', { name: 'Доступно в Google Play' })).toHaveAttribute('target', '_blank');
});
