import type { StorybookConfig } from '@storybook/react-vite';

// Designers browse the shared components of libs/ui-kit here (`npm run storybook`).
const config: StorybookConfig = {
  stories: ['../libs/ui-kit/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return { ...viteConfig, resolve: { ...viteConfig.resolve, tsconfigPaths: true } };
  },
};

export default config;
