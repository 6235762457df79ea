import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A value as SQL text: a statement's arguments to EXECUTE. */
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `'${(Array.isArray(value) ? `{${value.join(',')}}` : String(value)).replaceAll("'", "''")}'`;

/** The estimated total cost of the prepared statement `plan_check` in a plan cache mode. */
async function costOf(tx: Transaction, args: string, mode: 'force_generic_plan' | 'force_custom_plan'): Promise<number> {
  await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
  const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql.raw(`explain (format json) execute plan_check${args ? `(${args})` : ''}`)));
  const cell = Object.values(row ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Total Cost': number } }[];
  return plan[0]?.Plan['Total Cost'] ?? Number.NaN;
}

/**
 * Prepares `text` and compares its cost with a generic plan and with one made for the values
 * `argsOf` gives for its parameter types (as PostgreSQL inferred them, e.g. `uuid[]`). PostgreSQL
 * plans a prepared statement for its values five times, then keeps one generic plan only if it costs
 * no more than those did; otherwise it plans the statement again on every run. Answers a sentence
 * that reads "…: the generic plan costs no more" when it is kept.
 */
export async function genericPlanVerdict(db: Db, name: string, text: string, argsOf: (types: string[]) => unknown[]): Promise<string> {
  const [generic = Number.NaN, custom = Number.NaN] = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_check as ${text}`));
    const [prepared] = rowsOf<{ types: string[] | string }>(
      await tx.execute(sql.raw(`select parameter_types::text[] as types from pg_prepared_statements where name = 'plan_check'`)),
    );
    const types =
      typeof prepared?.types === 'string'
        ? prepared.types
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean)
        : (prepared?.types ?? []);
    const args = argsOf(types).map(literal).join(', ');
    const costs = [await costOf(tx, args, 'force_generic_plan'), await costOf(tx, args, 'force_custom_plan')];
    await tx.execute(sql.raw('deallocate plan_check'));
    return costs;
  });
  return `${name}: ${generic <= custom * 1.001 ? 'the generic plan costs no more' : `generic ${generic} > custom ${custom}`}`;
}

/** A node of a plan as EXPLAIN (FORMAT JSON) writes it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The plan of `text` run once with `values` (EXPLAIN ANALYZE of the statement prepared, as the app runs it). */
export async function analyzedPlan(db: Db, text: string, values: unknown[]): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_check as ${text}`));
    const args = values.map(literal).join(', ');
    const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql.raw(`explain (analyze, format json) execute plan_check${args ? `(${args})` : ''}`)));
    await tx.execute(sql.raw('deallocate plan_check'));
    const cell = Object.values(row ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    return plan[0]?.Plan as PlanNode;
  });
}

/**
 * How many rows of `relation` the plan's scans handed on, leaving out what its sub-plans read
 * (a total counted beside the rows, a value per row): the rows a list walked to make its page.
 */
export function rowsWalked(node: PlanNode, relation: string): number {
  const own = node['Relation Name'] === relation ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return (node.Plans ?? [])
    .filter((child) => child['Parent Relationship'] !== 'InitPlan' && child['Parent Relationship'] !== 'SubPlan')
    .reduce((sum, child) => sum + rowsWalked(child, relation), own);
}
