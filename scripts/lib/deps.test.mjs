// The import rules' check can fail: a cycle and an upward import planted in a copy of a real
// package's rules are reported; the shell, the remotes and the journeys have none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDependencies, DEPS_CONFIG, inParallel, sourcesOf } from './deps.mjs';
import { ROOT } from './run.mjs';

const FRONT_ENDS = ['shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account'];
const CHECKED_HERE = [...FRONT_ENDS, 'e2e'];

/**
 * The API's rule as it is meant (src/lib/ under src/modules/), for as long as the API has no rules
 * of its own; once api/.dependency-cruiser.cjs exists, the test plants into a copy of that one.
 */
const API_RULES = `module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'no-upward-from-lib', severity: 'error', from: { path: '^src/lib/' }, to: { path: '^src/modules/' } },
  ],
  options: { tsPreCompilationDeps: true, tsConfig: { fileName: 'tsconfig.json' }, doNotFollow: { path: 'node_modules' } },
};
`;

const dirs = [];

/** A package in a temporary folder: `config` (the text of a .dependency-cruiser.cjs), the tsconfig it names, `files`. */
function plant(config, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-deps-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, DEPS_CONFIG), config);
  const tsConfig = /tsConfig:\s*\{\s*fileName:\s*'([^']+)'/.exec(config)?.[1] ?? 'tsconfig.json';
  fs.writeFileSync(path.join(dir, tsConfig), JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler' } }));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return checkDependencies(dir, ['src']);
}

const readConfig = (pkg) => fs.readFileSync(path.join(ROOT, pkg, DEPS_CONFIG), 'utf8');
const apiConfig = fs.existsSync(path.join(ROOT, 'api', DEPS_CONFIG)) ? readConfig('api') : API_RULES;

// Every check starts at once, two at a time (each is a dependency-cruiser process); the tests await theirs.
const planted = {
  // A cycle through a type-only import of a component (TSX), and lib/ reaching up into a feature.
  remote: plant(`module.exports = require(${JSON.stringify(path.join(ROOT, 'scripts', 'lib', 'front-end-dependency-rules.cjs'))});\n`, {
    'src/features/orders/order-card.tsx':
      "import type { OrderTotal } from './order-total';\nexport const OrderCard = (props: { total: OrderTotal }) => <div>{props.total.amount}</div>;\n",
    'src/features/orders/order-total.ts':
      "import { OrderCard } from './order-card';\nexport interface OrderTotal { amount: number }\nexport const card = OrderCard;\n",
    'src/lib/format-order.ts': "import { OrderCard } from '../features/orders/order-card';\nexport const formatOrder = () => OrderCard.name;\n",
  }),
  api: plant(apiConfig, {
    'src/modules/requests/requests.service.ts':
      "import { findRequest } from './requests.repository';\nexport const getRequest = (id: string) => findRequest(id);\n",
    'src/modules/requests/requests.repository.ts':
      "import type { getRequest } from './requests.service';\nexport const findRequest = (id: string): ReturnType<typeof getRequest> | string => id;\n",
    'src/lib/ids.ts': "import { getRequest } from '../modules/requests/requests.service';\nexport const requestOf = getRequest;\n",
  }),
  // @zaber/shared: a cycle inside a domain folder, and the ui/ kit reaching into a domain.
  shared: plant(readConfig('shared'), {
    'src/money/price.ts': "import type { PriceRange } from './price-range';\nexport const price = (range: PriceRange) => range.from;\n",
    'src/money/price-range.ts': "import { price } from './price';\nexport interface PriceRange { from: number }\nexport const lowest = price;\n",
    'src/ui/price-tag.tsx': "import { price } from '../money/price';\nexport const PriceTag = () => <span>{price({ from: 1 })}</span>;\n",
  }),
};
const real = inParallel(CHECKED_HERE, 2, (pkg) => checkDependencies(path.join(ROOT, pkg), sourcesOf(pkg)));

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const TIMEOUT = 90_000;

describe('the import rules check', () => {
  it.each([
    ['a remote (mf-client)', 'remote', 'src/features/orders/', 'src/lib/format-order.ts', 'src/features/orders/order-card.tsx'],
    ['the API', 'api', 'src/modules/requests/', 'src/lib/ids.ts', 'src/modules/requests/requests.service.ts'],
    ['@zaber/shared', 'shared', 'src/money/', 'src/ui/price-tag.tsx', 'src/money/price.ts'],
  ])(
    'reports a planted cycle and an upward import in %s',
    async (_name, key, cycleIn, upwardFrom, upwardTo) => {
      const check = await planted[key];
      expect(check.error).toBeUndefined();
      const cycles = check.violations.filter((v) => v.cycle);
      expect(cycles.length).toBeGreaterThan(0);
      expect(cycles.every((v) => v.from.startsWith(cycleIn) && v.rule === 'no-circular')).toBe(true);
      expect(check.violations).toContainEqual(expect.objectContaining({ from: upwardFrom, to: upwardTo, cycle: false }));
    },
    TIMEOUT,
  );

  it.each(CHECKED_HERE)(
    'finds no cycle and no upward import in %s',
    async (pkg) => {
      const check = (await real)[CHECKED_HERE.indexOf(pkg)];
      expect(check.error).toBeUndefined();
      expect(check.modules).toBeGreaterThan(50);
      expect(check.violations).toEqual([]);
    },
    TIMEOUT,
  );

  it('holds the shell and every remote to one set of rules', () => {
    for (const pkg of FRONT_ENDS) expect(readConfig(pkg)).toContain("require('../scripts/lib/front-end-dependency-rules.cjs')");
  });
});
