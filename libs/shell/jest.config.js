module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'shell',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'shell' }]],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
  coverageDirectory: '../../coverage/libs/shell',
};
