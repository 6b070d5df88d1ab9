module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'mobile-web',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'mobile-web' }]],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
  coverageDirectory: '../../coverage/apps/mobile-web',
};
