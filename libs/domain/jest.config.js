module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'domain',
  testEnvironment: 'node',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'domain' }]],
  coverageDirectory: '../../coverage/libs/domain',
  // `npm test` fails when line coverage drops below 90%.
  coverageThreshold: { global: { lines: 90 } },
};
