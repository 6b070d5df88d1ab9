import { composeStories } from '@storybook/react-vite';
import { testStories } from '../testing/stories';
import * as stories from './confirm-dialog.stories';

// Focus on "Cancel", Escape cancels, the confirm button acts: the play functions.
testStories('ConfirmDialog', composeStories(stories));
