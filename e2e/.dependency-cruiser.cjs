// The import rules of the journeys. Checked by `npm test -- deps`, or here:
//   npx depcruise --config .dependency-cruiser.cjs tests pages fixtures playwright.config.ts
// Imports flow one way: tests/<persona>/<flow>.spec.ts → fixtures/ (Playwright fixtures, servers,
// data, browser contexts) → pages/ (page objects over one page) → @zaber/shared and scripts/lib.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both modules need into a third one below them (pages/ or a fixture of its own).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-upward-from-pages',
      severity: 'error',
      comment:
        'A page object drives one page it is handed: it imports no fixture and no journey. What needs a browser context or the environment is a fixture (fixtures/) that uses the page object.',
      from: { path: '^pages/' },
      to: { path: '^(fixtures|tests)/' },
    },
    {
      name: 'no-journey-from-fixtures',
      severity: 'error',
      comment: 'Fixtures serve the journeys and import none: move what a journey and a fixture share into fixtures/ or pages/.',
      from: { path: '^fixtures/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-journey-to-journey',
      severity: 'error',
      comment: 'A journey imports no other journey (each runs alone, in any order): what two journeys share moves to fixtures/ or pages/.',
      from: { path: '^tests/' },
      to: { path: '\\.spec\\.ts$' },
    },
    {
      name: 'no-app-source',
      severity: 'error',
      comment:
        'Journeys drive the product through the browser and HTTP, never its source: contracts they need (route table, remote ids) come from @zaber/shared.',
      from: {},
      to: { path: '^(\\.\\./)+(node_modules/@zaber/)?(shell|mf-[a-z-]+|api)/' },
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
