module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui-kit',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'ui-kit' }]],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
  coverageDirectory: '../../coverage/libs/ui-kit',
};
