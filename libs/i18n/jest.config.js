module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'i18n',
  testEnvironment: 'node',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'i18n' }]],
  coverageDirectory: '../../coverage/libs/i18n',
};
