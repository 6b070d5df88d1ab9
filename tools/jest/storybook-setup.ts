// Portable stories: the ui-kit specs render stories with the same decorators, globals and parameters as
// Storybook itself (.storybook/preview.tsx), so a story that breaks fails the unit tests too.
import { setProjectAnnotations } from '@storybook/react-vite';
import { toHaveNoViolations } from 'jest-axe';
import preview from '../../.storybook/preview';

expect.extend(toHaveNoViolations);
setProjectAnnotations([preview]);
