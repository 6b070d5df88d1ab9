const preset = require('../../jest.preset.js');

// Storybook 10 ships only ES modules: let swc turn them into CommonJS like the preset's other ESM packages.
const esmOnly = ['storybook', '@storybook', 'ky', 'i18next', 'react-i18next'];

module.exports = {
  ...preset,
  displayName: 'ui-kit',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'ui-kit' }]],
  setupFilesAfterEnv: [
    '<rootDir>/../../tools/jest/setup-dom.ts',
    '<rootDir>/../../tools/jest/storybook-setup.ts',
  ],
  coverageDirectory: '../../coverage/libs/ui-kit',
};
