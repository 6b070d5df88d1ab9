module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'util',
  testEnvironment: 'node',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'util' }]],
  coverageDirectory: '../../coverage/libs/util',
};
