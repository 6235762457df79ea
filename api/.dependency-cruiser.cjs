/**
 * The API's import rules: `cd api && npx depcruise --config .dependency-cruiser.cjs src`.
 * src/README.md describes the layers these rules keep.
 */

// Tests and what only tests use: drivers of the code, free to reach any layer.
const TEST = '\\.test\\.tsx?$';
// testing/ holds the helpers and every fixtures file; security/ the access and fuzz suites' harness.
const TEST_SUPPORT = '^src/(testing|security)/|[.-]fixtures\\.ts$';

// Ground: lib/ (with ports.ts), graphql/ (the kit), db/, observability/, config.ts, and pubsub.ts
// (the live events' channel, which the modules publish to and the assembly opens).
const GROUND = '^src/(lib|graphql|db|observability)/|^src/(config|pubsub)\\.ts$';

// Domain: one folder per module; modules may import each other without cycles.
const DOMAIN = '^src/modules/';

// Assembly: what builds and runs the app from the modules (services are built in app.ts; seed/
// fills the database at start), and the processes beside it, which may use the domain too:
// migrate.ts, startup-notice.ts, backup/ (npm run backup/restore), gopay-simulator/ (a dev server).
const ASSEMBLY = '^src/(services|app|server|cluster|shutdown|migrate|startup-notice)\\.ts$|^src/(graphql-server|http|seed|backup|gopay-simulator)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'These files import each other in a circle. Move what both need into the lower of them (or into src/lib), or hand it in as a parameter, so that imports run one way.',
      from: {},
      to: { circular: true },
    },
    {
      // lib/, graphql/ (the GraphQL kit), db/, observability/, config.ts and pubsub.ts sit lowest.
      name: 'ground-knows-no-domain',
      severity: 'error',
      comment:
        'The ground (lib/, graphql/, db/, observability/, config.ts, pubsub.ts) must not import a module or the assembly. Declare the narrow type it needs in src/lib/ports.ts (or src/graphql/context.ts) and let the module or the assembly fill it in.',
      from: { path: GROUND, pathNot: [TEST, TEST_SUPPORT] },
      to: { path: [DOMAIN, ASSEMBLY] },
    },
    {
      // src/modules/** is the domain; the assembly (services.ts, app.ts, graphql-server/, http/, seed/ ...) builds on it.
      name: 'domain-not-assembly',
      severity: 'error',
      comment:
        'A domain module must not import the assembly (app.ts, server.ts, cluster.ts, shutdown.ts, migrate.ts, graphql-server/, http/, seed/, backup/, gopay-simulator/). Type services with Services from src/lib/ports.ts; register routes from app.ts.',
      from: { path: DOMAIN, pathNot: [TEST, TEST_SUPPORT] },
      to: { path: ASSEMBLY },
    },
    {
      // A module reaches another through its service, repository or mappers, never through its GraphQL or HTTP face.
      name: 'modules-not-through-resolvers',
      severity: 'error',
      comment: "Do not import another module's resolvers or routes: import the function from that module's service (or mappers) instead.",
      from: { path: '^src/modules/([^/]+)/', pathNot: [TEST, TEST_SUPPORT] },
      to: { path: '^src/modules/[^/]+/.+\\.(resolvers|routes)\\.ts$', pathNot: '^src/modules/$1/' },
    },
    {
      // testing/, security/ (the access and fuzz suites) and *fixtures files serve tests only.
      name: 'product-not-test-code',
      severity: 'error',
      comment:
        'Product code must not import tests, src/testing/, src/security/ or a fixtures file. Move shared sample data into product code only if the product uses it; otherwise move the importer to src/testing/.',
      from: { pathNot: [TEST, TEST_SUPPORT] },
      to: { path: [TEST, TEST_SUPPORT] },
    },
    {
      // Test data builders live together in src/testing/, not beside product files.
      name: 'fixtures-in-testing',
      severity: 'error',
      comment:
        'A fixtures file sits among product files. Move it to src/testing/ (named <topic>-fixtures.ts) so that the product folders hold product code only.',
      from: { path: '[.-]fixtures\\.ts$', pathNot: '^src/testing/' },
      to: {},
    },
  ],
  options: {
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    moduleSystems: ['es6', 'cjs'],
  },
};
