// One project's Jest settings: the shared preset (jest.preset.js) with the project's name in the reports and in
// coverage/<apps|libs>/<name>, in Node or, with `dom`, in jsdom with the DOM matchers.
const path = require('node:path');
const preset = require('../../jest.preset.js');

const workspace = path.join(__dirname, '../..');

/** @param {string} rootDir the project's folder (`__dirname` of its jest.config.js) */
module.exports = function projectConfig(rootDir, { dom = false, setupFiles = [], ...settings } = {}) {
  const name = path.basename(rootDir);
  return {
    ...preset,
    displayName: name,
    testEnvironment: dom ? 'jsdom' : 'node',
    rootDir,
    reporters: ['default', [path.join(__dirname, 'summary-reporter.js'), { project: name }]],
    setupFilesAfterEnv: [...(dom ? [path.join(__dirname, 'setup-dom.ts')] : []), ...setupFiles],
    coverageDirectory: path.join(workspace, 'coverage', path.relative(workspace, rootDir)),
    ...settings,
  };
};
