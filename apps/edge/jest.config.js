module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'edge',
  testEnvironment: 'node',
  rootDir: __dirname,
  reporters: ['default', ['<rootDir>/../../tools/jest/summary-reporter.js', { project: 'edge' }]],
  coverageDirectory: '../../coverage/apps/edge',
};
