import { fillPlaceholders, type Query, sql } from 'drizzle-orm';
import { signUpAndLogin } from '../../testing/graphql-client';
import { genericPlanVerdict } from '../../testing/plan-costs';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { type FeedShape, feedStatements } from './requests.repository';
import { requestClock } from './requests.status';

// A prepared statement is planned for its values five times; then PostgreSQL keeps one generic plan
// only if it costs no more than those did. The feed is the busiest list of the marketplace: a plan
// that depends on the values (a page size, the day, a service's share of the requests) is planned
// again on every request, which on a marketplace's volume cost more than running it.
describe.each(ENGINES)('the feed statements on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('cost the same with a generic plan as with one made for the values, so the generic plan is kept', async () => {
    const db = t.database.db;
    const client = await signUpAndLogin(t.app, 'plany@example.cz', 0, 'Pavla Plánová');
    const pro = await signUpAndLogin(t.app, 'planovac@example.cz', 1, 'Petr Plánovač');
    const services = (await db.execute(sql`select id from categories where parent_id is null order by id limit 2`)) as unknown as { rows: { id: number }[] };
    const [big, small] = services.rows.map((row) => Number(row.id));
    // Requests of one service far outnumber the other's, dated over the next year or to be agreed.
    await db.execute(sql`
      insert into requests (client_profile_id, category_id, description, date, created_at)
      select ${client.profileId}::uuid, case when g % 40 = 0 then ${small}::int else ${big}::int end, 'Svatba v létě',
             case when g % 3 = 0 then null else current_date + (g % 365) end, now() - make_interval(mins => g)
      from generate_series(1, 12000) as g`);
    await db.execute(sql`analyze requests`);
    await db.execute(sql`analyze proposals`);

    const clock = requestClock();
    const first = { b0: big, b1: small, me: pro.profileId, today: clock.today, cutoff: clock.toBeAgreedCutoff.toISOString(), limit: 21 };
    const plain: FeedShape = { services: 2, subcategories: 0, province: false, dateFrom: false, dateTo: false, budgetMin: false, after: false };
    // A later page of a filtered feed: in a kraj, within dates, over a budget, after a cursor.
    const filtered: FeedShape = { ...plain, province: true, dateFrom: true, dateTo: true, budgetMin: true, after: true };
    const later = {
      ...first,
      province: 'jihomoravsky',
      dateFrom: clock.today,
      dateTo: '2099-12-31',
      budgetMin: 500_000,
      afterBoosted: false,
      afterCreatedAt: new Date(Date.now() - 60_000).toISOString(),
      afterNumber: 11_000,
    };
    const cases = [
      { shape: plain, values: first, label: 'first page' },
      { shape: filtered, values: later, label: 'filtered later page' },
    ];
    for (const [name, statement, values] of cases.flatMap(({ shape, values, label }) =>
      Object.entries(feedStatements(db, shape)).map(([kind, statement]) => [`${label} ${kind}`, statement, values] as const),
    )) {
      const query: Query = statement.getQuery();
      const verdict = await genericPlanVerdict(db, name, query.sql, () => fillPlaceholders(query.params, values));
      expect(verdict).toBe(`${name}: the generic plan costs no more`);
    }
  });
});
