const jestConfig = require('./build/jest-preset.cjs');

module.exports = jestConfig({ dir: __dirname });
