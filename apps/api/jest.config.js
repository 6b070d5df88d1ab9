const preset = require('../../jest.preset.js');

// The query builder ships only ES modules: let Jest transform it too (sanitize-html's parser is in the preset).
const esmOnly = ['kysely'];

// TEST_DATABASE=postgres (the api:test-postgres target): the contract suites again, on a throw-away PostgreSQL
// server. The suites that run the API as a process on its SQLite file (reliability: security, orders-durability,
// production) stay on SQLite.
const postgres = process.env.TEST_DATABASE === 'postgres';
const name = postgres ? 'api-postgres' : 'api';

module.exports = {
  ...preset,
  displayName: name,
  testEnvironment: 'node',
  rootDir: __dirname,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', `(?!(${esmOnly.join('|')}|`),
  ),
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: name }]],
  // Suites named *.postgres.spec.ts need a PostgreSQL server: the PostgreSQL run only.
  ...(!postgres && { testPathIgnorePatterns: ['/node_modules/', '\\.postgres\\.spec\\.ts$'] }),
  ...(postgres && {
    // A test's own server creates its database from the template and reads the catalogue over TCP: seconds.
    testTimeout: 30_000,
    testPathIgnorePatterns: [
      '/node_modules/',
      '/src/reliability/(security|orders-durability|production)\\.spec\\.ts$',
    ],
  }),
  // One seeded template database per run; contract tests copy it (see src/http/test-template.ts).
  globalSetup: '<rootDir>/src/http/test-template.ts',
  globalTeardown: '<rootDir>/src/http/test-template-teardown.ts',
  coverageDirectory: '../../coverage/apps/api',
  // The seed is data and a one-off loop over 12,000 drugs: instrumenting it made every test file seconds slower.
  coveragePathIgnorePatterns: ['/node_modules/', '/src/db/seed/'],
};
