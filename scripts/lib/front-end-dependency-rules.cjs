// The import rules of a front-end app: the shell and every remote read this one set from their
// `.dependency-cruiser.cjs`. Checked by `npm test -- deps`, or in the app's folder:
//   npx depcruise --config .dependency-cruiser.cjs src
// Imports flow one way: the entries (src/index.ts, src/bootstrap.tsx; src/server/ on Node) →
// src/app/ (routes, providers, the layout that assembles features) → src/features/<feature>/ →
// src/lib/ (the app's own kit) → src/i18n/ → @zaber/shared. Tests and testing/ sit beside, above all.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both modules need into a third one below them (lib/, or the feature that owns it).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-entry-from-below',
      severity: 'error',
      comment:
        'Only the entry starts the app: what app/, a feature, lib/ or the server needs from bootstrap moves to app/ or lib/; a test of the lifecycles sits beside bootstrap.',
      from: { path: '^src/(app|features|lib|i18n|server|testing)/' },
      to: { path: '^src/(index|bootstrap)\\.tsx?$' },
    },
    {
      name: 'no-app-from-features',
      severity: 'error',
      comment:
        'app/ assembles the features: a feature (or its test) never reaches up into it. Move the shared part down to lib/, or the test that needs the whole app into app/.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        "A feature uses no other feature's modules: app/ puts them together; what two features share moves to lib/ (to @zaber/shared when two apps need it).",
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-upward-from-lib',
      severity: 'error',
      comment:
        "lib/ is the app's own kit under every feature: it imports no feature and not app/. Move the module it needs down to lib/, or move it into the feature that uses it.",
      from: { path: '^src/lib/' },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'no-upward-from-i18n',
      severity: 'error',
      comment: 'The texts are the bottom of the app: i18n/ imports only i18n/ and @zaber/shared.',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(app|features|lib|testing|server)/' },
    },
    {
      name: 'no-server-from-browser',
      severity: 'error',
      comment: 'src/server/ is the Node side (it renders app/ on the server); browser code never imports it. Move what both need into lib/ or app/.',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-tests-from-product',
      severity: 'error',
      comment: 'Product code never imports a test, testing/ helpers or test libraries: move what it needs out of the test into the feature or lib/.',
      from: { path: '^src/', pathNot: ['\\.test\\.tsx?$', '(^|/)testing/'] },
      to: { path: ['\\.test\\.tsx?$', '(^|/)testing/', '(^|/)@testing-library/', '(^|/)@jest/'] },
    },
    {
      name: 'no-other-app',
      severity: 'error',
      comment:
        "An app never imports another app's source (the shell, a remote, the API): remotes meet at run time through the contract; what two apps share lives in @zaber/shared.",
      from: {},
      to: { path: '^(\\.\\./)+(node_modules/@zaber/)?(shell|mf-[a-z-]+|api|e2e)/' },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser: it reads the sources with its own
    // (loose) parser, which sees type-only imports as well; the tsconfig still drives resolution.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // @zaber/shared is a workspace link: kept under node_modules/ it is a package like any other.
    preserveSymlinks: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@zaber/source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
