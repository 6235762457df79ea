import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { registry } from '@zaber/shared/server/metrics.mjs';
import { inSpan, startTracing, stopTracing } from '@zaber/shared/server/telemetry.mjs';
import { sql } from 'drizzle-orm';
import { parsePrometheusText, samplesOf } from '../testing/prometheus-text';
import { createTestDatabase, ENGINES, type TestDatabase } from '../testing/test-app';
import type { Database } from './database';

const memory = new InMemorySpanExporter();
beforeAll(() => startTracing({ serviceName: 'zaber-api', exporter: memory }));
afterAll(() => stopTracing());

describe.each(ENGINES)('SQL statements seen on %s', (engine) => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(engine);
    database = testDatabase.open();
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('makes each statement, in a transaction too, a child span of the work it runs for, and counts it', async () => {
    memory.reset();
    const before = samplesOf(parsePrometheusText(await registry.metrics()), 'db_statement_duration_seconds_count', { engine })[0]?.value ?? 0;
    await inSpan('test', 'work', {}, async () => {
      await database.db.execute(sql`select 1 as one`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${2}::int as two`);
      });
    });
    // Without a span around it a statement starts no trace (migrations, untraced jobs).
    await database.db.execute(sql`select 3 as three`);

    const spans = memory.getFinishedSpans();
    const work = spans.find((s) => s.name === 'work');
    const statements = spans.filter((s) => s.name.startsWith('sql '));
    expect(statements.map((s) => s.attributes['db.query.text'])).toEqual(expect.arrayContaining(['select 1 as one', 'select $1::int as two']));
    expect(statements.every((s) => s.parentSpanContext?.spanId === work?.spanContext().spanId)).toBe(true);
    expect(statements.some((s) => String(s.attributes['db.query.text']).includes('three'))).toBe(false);

    const exposition = parsePrometheusText(await registry.metrics());
    expect((samplesOf(exposition, 'db_statement_duration_seconds_count', { engine })[0]?.value ?? 0) - before).toBeGreaterThanOrEqual(3);
    expect(samplesOf(exposition, 'db_statements_in_flight', { engine })).toEqual([expect.objectContaining({ value: 0 })]);
    if (engine === 'postgres') {
      // The pool keeps the connections it opened; none waits.
      expect(samplesOf(exposition, 'db_pool_connections', { state: 'total' })[0]?.value).toBeGreaterThanOrEqual(1);
      expect(samplesOf(exposition, 'db_pool_connections', { state: 'waiting' })[0]?.value).toBe(0);
    }
  });
});
