import { trace } from '@opentelemetry/api';
import { gauge, histogram } from '@zaber/shared/server/metrics.mjs';
import { inSpan, SpanKind, tracingEnabled } from '@zaber/shared/server/telemetry.mjs';
import type { Pool } from 'pg';

/** Runs one SQL statement and sees it: its span (in a traced request or job) and its duration. */
export type StatementObserver = <T>(text: string, run: () => Promise<T>) => Promise<T>;

/** Statements longer than this are cut in the span (the text has placeholders, never values). */
const MAX_TEXT = 2_000;

const statementDuration = () => histogram('db_statement_duration_seconds', 'SQL statements run by the app, by engine', ['engine']);
const statementsInFlight = () => gauge('db_statements_in_flight', 'SQL statements sent and not yet answered (PGlite: its one session’s queue)', ['engine']);

/**
 * An observer of one engine's statements. A span is made only inside another one (a request, a
 * GraphQL operation): statements of the migrations or an untraced job start no trace of their own.
 */
export function observeStatements(engine: 'pglite' | 'postgres'): StatementObserver {
  const duration = statementDuration();
  const inFlight = statementsInFlight();
  const labels = { engine };
  return (text, run) => {
    const started = performance.now();
    inFlight.inc(labels);
    const finish = () => {
      inFlight.dec(labels);
      duration.observe(labels, (performance.now() - started) / 1000);
    };
    const running =
      tracingEnabled() && trace.getActiveSpan()
        ? inSpan(
            'zaber-api',
            `sql ${operationOf(text)}`,
            { 'db.system.name': 'postgresql', 'db.operation.name': operationOf(text), 'db.query.text': text.slice(0, MAX_TEXT), 'zaber.db.engine': engine },
            run,
            SpanKind.CLIENT,
          )
        : run();
    return running.then(
      (value) => {
        finish();
        return value;
      },
      (error: unknown) => {
        finish();
        throw error;
      },
    );
  };
}

/** `select`, `insert`, `with`… : the statement's first word. */
function operationOf(text: string): string {
  const match = /^\s*\(?\s*([a-z]+)/i.exec(text);
  return match?.[1]?.toLowerCase() ?? 'sql';
}

const pools = new Set<Pool>();

/** The pool's connections in `db_pool_connections{state}` (total, idle, waiting) until the returned function is called. */
export function trackPool(pool: Pool): () => void {
  gauge('db_pool_connections', 'PostgreSQL pool: connections open (total), idle, and requests waiting for one', ['state'], function collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const each of pools) {
      total += each.totalCount;
      idle += each.idleCount;
      waiting += each.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  });
  pools.add(pool);
  return () => pools.delete(pool);
}
