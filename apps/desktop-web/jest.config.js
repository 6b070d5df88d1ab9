module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'desktop-web',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'desktop-web' }]],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
  coverageDirectory: '../../coverage/apps/desktop-web',
};
