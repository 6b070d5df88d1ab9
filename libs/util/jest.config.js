module.exports = require('../../tools/jest/project-config.js')(__dirname);
