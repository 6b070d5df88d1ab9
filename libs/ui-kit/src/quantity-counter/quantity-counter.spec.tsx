import { composeStories } from '@storybook/react-vite';
import { testStories } from '../testing/stories';
import * as stories from './quantity-counter.stories';

// The play functions (plus/minus, typing, max) run inside testStories.
testStories('QuantityCounter', composeStories(stories));
