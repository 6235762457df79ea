// The import rules of @zaber/shared (src/): platform/ <- ui/ <- domain folders, no cycles, and
// nothing of the product reading testing/ or a test. Run: `cd shared && npx depcruise --config .dependency-cruiser.cjs src`.
// Every folder's README.md says what it owns and what it may import.

/** The domain folders: each holds its schema, constants, GraphQL fragments and components. */
const DOMAINS = [
  'accounts',
  'conversations',
  'engagements',
  'favourites',
  'media',
  'money',
  'notifications',
  'packages',
  'places',
  'profiles',
  'proposals',
  'requests',
  'site',
];
const DOMAIN = `^src/(${DOMAINS.join('|')})/`;
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle ties its modules into one: none of them loads, tests or moves without the others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-not-to-domains',
      severity: 'error',
      comment: 'ui/ is the kit every domain builds on: it knows no domain (a domain passes its data in).',
      from: { path: '^src/ui/' },
      to: { path: DOMAIN },
    },
    {
      name: 'platform-not-to-domains',
      severity: 'error',
      comment: 'platform/ (contract, routes, store, server rendering, i18n) is below every domain: it imports none.',
      from: { path: '^src/platform/' },
      to: { path: DOMAIN },
    },
    {
      name: 'platform-not-to-ui',
      severity: 'error',
      comment: 'platform/ is below the ui/ kit: ui/ may import platform/, never the other way round.',
      from: { path: '^src/platform/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'not-to-testing',
      severity: 'error',
      comment: 'testing/ holds test helpers: product code never imports them (they would ship to the browser).',
      from: { pathNot: ['^src/testing/', TEST] },
      to: { path: '^src/testing/' },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      comment: 'A test file is no module: nothing imports one.',
      from: {},
      to: { path: TEST },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file (a moved or deleted module).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // @zaber/shared/<path> (the package importing itself) resolves through its exports map to src/.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@zaber/source', 'types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
