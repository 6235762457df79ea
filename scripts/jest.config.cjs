// The tests of the repo's own scripts (Node, ES modules): `npx jest --selectProjects scripts`.
const jestConfig = require('@zaber/shared/build/jest-preset.cjs');

module.exports = jestConfig({ dir: __dirname, environment: 'node', testMatch: ['<rootDir>/**/*.test.mjs'] });
