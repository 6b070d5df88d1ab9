module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api-client',
  testEnvironment: 'node',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'api-client' }]],
  coverageDirectory: '../../coverage/libs/api-client',
  // `npm test` fails when line coverage drops below 90%.
  coverageThreshold: { global: { lines: 90 } },
};
