// Shared Jest settings for every project. Each project's jest.config.js spreads this preset.
const path = require('node:path');
const nxPreset = require('@nx/jest/preset').default;

// Packages that ship only ES modules must be transformed to CommonJS for Jest.
const esmOnlyPackages = [
  'ky',
  'i18next',
  'react-i18next',
  'mobx-persist-store',
  'bowser',
  'isbot',
  'notistack',
  'cookie',
  'content-disposition',
  'typebox',
  // sanitize-html's parser (htmlparser2 and its dom* helpers): the API and the apps' server renders clean HTML.
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
];

module.exports = {
  ...nxPreset,
  transform: {
    '^.+\\.(ts|tsx|js|jsx|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|webp|avif)$': path.join(__dirname, 'tools/jest/file-stub.js'),
  },
  coverageReporters: ['text-summary', 'json-summary', 'lcov'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx,js,mjs}'],
};
