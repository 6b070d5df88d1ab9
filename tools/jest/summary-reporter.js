// Writes each Jest project's pass/fail counts to reports/jest/<project>.json, so `npm test` can print one
// closing line for unit and e2e tests together (and Nx can restore the file from its cache).
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

class SummaryReporter {
  constructor(globalConfig, options = {}) {
    this.project = options.project ?? 'jest';
  }

  onRunComplete(_contexts, results) {
    const dir = join(__dirname, '..', '..', 'reports', 'jest');
    mkdirSync(dir, { recursive: true });
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    writeFileSync(join(dir, `${this.project}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
