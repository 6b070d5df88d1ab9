import type { Decorator, Preview } from '@storybook/react-vite';
import '../libs/ui-kit/src/tokens/tokens.css';

export type StoryLocale = 'ru' | 'uz';

/**
 * Components get their texts by props, so the `locale` toolbar switch swaps args: a story file lists the Uzbek
 * args of its meta under `parameters.locales.uz` (and a story may add its own), merged over the Russian ones.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] as StoryLocale | undefined) ?? 'ru';
  const overrides = (context.parameters['locales'] as Partial<Record<StoryLocale, object>> | undefined)?.[
    locale
  ];
  return (
    <div lang={locale}>
      <Story args={{ ...context.args, ...overrides }} />
    </div>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'uz', title: 'Oʻzbekcha' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ru' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
