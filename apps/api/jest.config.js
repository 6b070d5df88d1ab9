module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'api' }]],
  coverageDirectory: '../../coverage/apps/api',
};
