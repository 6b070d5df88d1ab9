// Storybook 10 ships only ES modules: let swc turn them into CommonJS like the preset's other ESM packages.
const esmOnly = ['storybook', '@storybook', 'ky', 'i18next', 'react-i18next'];

module.exports = require('../../tools/jest/project-config.js')(__dirname, {
  dom: true,
  setupFiles: ['<rootDir>/../../tools/jest/storybook-setup.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
});
