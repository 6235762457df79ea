/**
 * Expand, then contract (docs/api/database.md, "Migrations for rolling releases"): during a rolling release
 * the previous release's API runs against the new schema, so a release's migrations only add what
 * the old code does not notice. A statement that takes something away or tightens it is contracting;
 * it belongs to a later release, in a migration whose header says why it is safe:
 *
 *   -- contract: nothing has read profiles.legacy_phone since 0019 (release of 2027-01-10)
 */

/** The header comment that marks a migration as a deliberate contraction, with its reason. */
export const CONTRACT_MARKER = /^--\s*contract:\s*\S.{9,}$/m;

export interface ContractingStatement {
  statement: string;
  why: string;
}

/** Comments removed, whitespace folded, split at `;` (drizzle's `--> statement-breakpoint` is a comment too). */
export function statementsOf(sqlText: string): string[] {
  return sqlText
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const RULES: [RegExp, string][] = [
  // DROP NOT NULL relaxes a column: the old code still writes and reads it.
  [/\bDROP\b(?!\s+NOT\s+NULL)/i, 'drops something the running API may use'],
  [/\bRENAME\b/i, 'renames something the running API names'],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes a column required that the running API may leave empty'],
  [/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, 'changes the type of a column the running API reads and writes'],
  [/\bTRUNCATE\b/i, 'empties a table'],
];

/** An added column the old code's inserts do not fill: NOT NULL without a default (generated columns fill themselves). */
function requiredNewColumn(statement: string): boolean {
  return /\bADD\s+COLUMN\b/i.test(statement) && /\bNOT\s+NULL\b/i.test(statement) && !/\bDEFAULT\b|\bGENERATED\b/i.test(statement);
}

const quotedName = (name: string) => name.replace(/"/g, '').toLowerCase();

/** The contracting statements of one migration file. */
export function contractingStatements(sqlText: string): ContractingStatement[] {
  const statements = statementsOf(sqlText);
  // A constraint on a table this migration creates restricts no running code.
  const created = new Set(statements.flatMap((s) => /^CREATE TABLE (?:IF NOT EXISTS )?("?[\w.]+"?(?:\."?\w+"?)?)/i.exec(s)?.[1] ?? []).map(quotedName));
  const found: ContractingStatement[] = [];
  for (const statement of statements) {
    const rule = RULES.find(([pattern]) => pattern.test(statement));
    if (rule) found.push({ statement, why: rule[1] });
    else if (requiredNewColumn(statement)) found.push({ statement, why: 'adds a required column without a default: the running API inserts rows without it' });
    else {
      const constrained = /^ALTER TABLE (?:ONLY )?(?:IF EXISTS )?("?[\w.]+"?(?:\."?\w+"?)?) ADD CONSTRAINT\b/i.exec(statement)?.[1];
      if (constrained && !created.has(quotedName(constrained))) {
        found.push({ statement, why: "adds a constraint to an existing table: the running API's writes may break it" });
      }
    }
  }
  return found;
}

export function isMarkedContracting(sqlText: string): boolean {
  // Only the header: the comment lines before the first statement.
  const lines = sqlText.split('\n');
  const end = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('--'));
  return CONTRACT_MARKER.test(lines.slice(0, end < 0 ? lines.length : end).join('\n'));
}
