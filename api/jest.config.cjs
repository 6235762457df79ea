const jestConfig = require('@zaber/shared/build/jest-preset.cjs');

const base = jestConfig({ dir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  transform: {
    // PGlite's CommonJS build loads Node built-ins with import(), which jest's CommonJS runtime
    // refuses without --experimental-vm-modules; swc rewrites those imports to require().
    // So does @react-email/render with react-dom/server (the e-mail template).
    '/node_modules/(@electric-sql/pglite|@react-email/render)/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    ...base.transform,
  },
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // A module loaded on first use is imported by its built name (`import('./render-mail.js')`, as Node
    // resolves it from dist); here that is its TypeScript source.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', '(?!(@react-email/render|')),
  // Integration suites start databases (PGlite in WASM, PostgreSQL, Redis): 60 s a test, set per
  // file too (a run of several projects takes only the root's testTimeout).
  testTimeout: 60_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/jest.timeout.cjs'],
  // Each test file copies a migrated and seeded template (src/testing/template-databases.ts).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  // Fuzzing every mutation runs with `npm run test:reliability` (and in CI), not in every `npm test`.
  testPathIgnorePatterns: [
    ...(base.testPathIgnorePatterns ?? ['/node_modules/']),
    ...(process.env.ZABER_RELIABILITY === '1' ? [] : ['/src/security/fuzz-mutations']),
  ],
};
