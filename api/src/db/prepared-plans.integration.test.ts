import { randomUUID } from 'node:crypto';
import type { Query } from 'drizzle-orm';
import { genericPlanVerdict } from '../testing/plan-costs';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';
import { preparedStatements } from './prepared';

/** Values for a statement's parameter types: lists of a few ids, one of each other kind. */
function valuesFor(types: string[]): unknown[] {
  const one: Record<string, () => unknown> = {
    uuid: () => randomUUID(),
    integer: () => 7,
    bigint: () => 7,
    text: () => 'x',
    boolean: () => true,
    date: () => '2026-06-01',
    'timestamp with time zone': () => new Date().toISOString(),
  };
  return types.map((type) => {
    const element = type.replace(/\[\]$/, '');
    const make = one[element] ?? (() => null);
    return type.endsWith('[]') ? [make(), make()] : make();
  });
}

// Every statement of fixed shape is prepared once per connection and run on every page of its kind:
// one whose generic plan costs more than a plan made for the values (a list of two ids where the
// generic plan assumes ten) is planned again on every run. On the marketplace's volume that planning
// cost more than running the statement.
describe.each(ENGINES)('the prepared statements on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('each cost the same with a generic plan as with one made for its values, so the generic plan is kept', async () => {
    const db = t.database.db;
    const statements = preparedStatements(db) as { getQuery(): Query }[];
    expect(statements.length).toBeGreaterThan(10);
    const verdicts: string[] = [];
    for (const statement of statements) {
      const query = statement.getQuery();
      const name = `${/\bfrom\s+("[a-z_]+")/i.exec(query.sql)?.[1] ?? ''} ${/\bwhere\s+(.{0,70})/is.exec(query.sql)?.[1] ?? query.sql.slice(0, 70)}`;
      verdicts.push(await genericPlanVerdict(db, name, query.sql, valuesFor));
    }
    expect(verdicts.filter((verdict) => !verdict.endsWith('the generic plan costs no more'))).toEqual([]);
  });
});
