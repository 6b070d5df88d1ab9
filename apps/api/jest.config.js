const preset = require('../../jest.preset.js');

// sanitize-html's parser (htmlparser2 and its dom* helpers) ships only ES modules: let Jest transform them too.
const esmOnly = [
  'kysely',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
];

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', `(?!(${esmOnly.join('|')}|`),
  ),
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'api' }]],
  // One seeded template database per run; contract tests copy it (see src/http/test-template.ts).
  globalSetup: '<rootDir>/src/http/test-template.ts',
  globalTeardown: '<rootDir>/src/http/test-template-teardown.ts',
  coverageDirectory: '../../coverage/apps/api',
  // The seed is data and a one-off loop over 12,000 drugs: instrumenting it made every test file seconds slower.
  coveragePathIgnorePatterns: ['/node_modules/', '/src/db/seed/'],
};
