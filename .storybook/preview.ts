import type { Preview } from '@storybook/react-vite';
import '../libs/ui-kit/src/tokens/tokens.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        mobile: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
