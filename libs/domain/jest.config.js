// `npm test` fails when line coverage drops below 90%.
module.exports = require('../../tools/jest/project-config.js')(__dirname, {
  coverageThreshold: { global: { lines: 90 } },
});
