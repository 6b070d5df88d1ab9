module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'api' }]],
  // One seeded template database per run; contract tests copy it (see src/http/test-template.ts).
  globalSetup: '<rootDir>/src/http/test-template.ts',
  globalTeardown: '<rootDir>/src/http/test-template-teardown.ts',
  coverageDirectory: '../../coverage/apps/api',
};
