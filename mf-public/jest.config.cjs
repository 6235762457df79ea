const jestConfig = require('@zaber/shared/build/jest-preset.cjs');

module.exports = jestConfig({ dir: __dirname });
