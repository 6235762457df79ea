const jestConfig = require('./build/jest-preset.cjs');

module.exports = {
  projects: [
    { displayName: 'shared', ...jestConfig({ dir: __dirname }) },
    // build/: the federation preset's own tests (they build fixture apps with webpack, in Node).
    { displayName: 'build', ...jestConfig({ dir: __dirname, environment: 'node', testMatch: ['<rootDir>/build/**/*.test.ts'] }) },
  ],
};
