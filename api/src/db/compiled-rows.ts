import { Column, getTableName, is, SQL } from 'drizzle-orm';

/** A column or expression of a select as drizzle keeps it: where its value goes in the row object. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What drizzle's prepared queries carry (private in its types; drizzle-orm is pinned in package.json). */
interface PreparedWithRows {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  const aliased = field as { sql?: { decoder: Decoder }; _?: { sql: { decoder: Decoder } } };
  return (aliased.sql ?? aliased._?.sql)?.decoder as Decoder;
}

/**
 * The rows of a select as drizzle's mapResultRow makes them (each value decoded, nested by its
 * path; a left-joined table whose first column is null becomes null), with everything that depends
 * only on the statement (each field's decoder and place, which objects a left join may null) worked
 * out once instead of for every value of every row. On a page of 20–50 cards that per-value work
 * was 8–9 % of the API's CPU.
 */
export function compileRows(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined): (rows: unknown[][]) => unknown[] {
  const columns = fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  // Which nested objects a left join may turn into null: as mapResultRow decides, by the first
  // column of the object, when all of the object's columns come from one table that may be missing.
  const nullable: { name: string; index: number }[] = [];
  if (joinsNotNullableMap) {
    const objects = new Map<string, { index: number; table: string | false }>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const name = path[0] as string;
      const table = getTableName((field as Column).table);
      const seen = objects.get(name);
      if (!seen) objects.set(name, { index, table });
      else if (seen.table !== table) seen.table = false;
    });
    for (const [name, { index, table }] of objects) if (table !== false && !joinsNotNullableMap[table]) nullable.push({ name, index });
  }
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { path, decoder } = columns[i] as (typeof columns)[number];
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) {
          const key = path[depth] as string;
          let next = node[key] as Record<string, unknown> | undefined;
          if (next === undefined) {
            next = {};
            node[key] = next;
          }
          node = next;
        }
        const raw = row[i];
        node[path[path.length - 1] as string] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      for (const { name, index } of nullable) if (row[index] === null) result[name] = null;
      return result;
    });
}

/** Gives a drizzle prepared select the compiled row mapping (statements without fields are left as they are). */
export function withCompiledRows<T>(statement: T): T {
  const prepared = statement as PreparedWithRows;
  if (Array.isArray(prepared?.fields) && !prepared.customResultMapper) {
    prepared.customResultMapper = compileRows(prepared.fields, prepared.joinsNotNullableMap);
  }
  return statement;
}
