import { present } from '../../lib/present';
/*
 * Reading a Czech bank's statement export (CSV) for the moderators' import: Fio, KB, ČSOB, Air Bank
 * and others differ in separators (`;` or `,`), preamble lines before the header, column names
 * ("Objem" / "Částka", "VS" / "Variabilní symbol", "Zpráva pro příjemce") and number formats
 * ("1 234,50"). Only what matching needs is read: date, amount, variable symbol, message.
 */

export interface StatementLineValue {
  /** 1-based line of the file where the record starts. */
  line: number;
  /** YYYY-MM-DD. */
  date: string | null;
  /** Haléř, signed (incoming payments are positive). */
  amount: number | null;
  /** Digits without leading zeros. */
  variableSymbol: string | null;
  message: string | null;
  /** Something the line should have could not be read (amount, a date or VS in another shape). */
  invalid: boolean;
}

interface Columns {
  date: number | null;
  amount: number;
  variableSymbol: number;
  message: number | null;
}

/** Lowercase without diacritics, spaces and trailing punctuation, so "Variabilní symbol:" → "variabilni symbol". */
function normalize(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[:.]$/, '');
}

function findColumn(header: readonly string[], test: (name: string) => boolean): number | null {
  const index = header.findIndex((cell) => test(normalize(cell)));
  return index === -1 ? null : index;
}

function columnsOf(header: readonly string[]): Columns | null {
  const amount = findColumn(header, (n) => n === 'objem' || n.startsWith('castka') || n === 'amount' || n === 'suma');
  const variableSymbol = findColumn(header, (n) => ['vs', 'v. s', 'v.s', 'variabilni symbol', 'var. symbol', 'variable symbol'].includes(n));
  if (amount === null || variableSymbol === null) return null;
  return {
    amount,
    variableSymbol,
    date: findColumn(header, (n) => n.startsWith('datum') || n === 'date'),
    message:
      findColumn(header, (n) => n.startsWith('zprava') || n === 'informace pro prijemce') ??
      findColumn(header, (n) => n.startsWith('poznamka') || n === 'popis' || n === 'message'),
  };
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** RFC 4180 records with `separator`: quoted cells may hold separators, doubled quotes and line breaks. */
function parseCsv(text: string, separator: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const c = present(text[i]);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return records;
}

/**
 * "1 234,50", "-500", "+1.234,50 Kč", "500.00" → haléř; null when it is not an amount with at most
 * two decimals. A comma, or a dot followed by one or two digits, is the decimal mark; the other
 * mark may only group thousands ("1.234,50", "1,234.50", "1.234").
 */
export function parseCzechAmount(text: string): number | null {
  let value = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(Kč|CZK)$/i, '')
    .replace(/^\+/, '');
  const negative = value.startsWith('-');
  if (negative) value = value.slice(1);
  const decimal = /^(.*?)([.,])(\d{1,2})$/.exec(value);
  const whole = decimal ? present(decimal[1]) : value;
  const fraction = decimal ? present(decimal[3]) : '';
  const grouped = decimal?.[2] === '.' ? /^\d{1,3}(?:,\d{3})+$/ : /^\d{1,3}(?:\.\d{3})+$/;
  if (!/^\d+$/.test(whole) && !grouped.test(whole)) return null;
  const halere = Number(whole.replace(/[.,]/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(halere)) return null;
  return negative ? -halere : halere;
}

/** "15.03.2026", "15. 3. 2026", "15.03.2026 10:22", "2026-03-15" → "2026-03-15"; null when it is none of those. */
export function parseStatementDate(text: string): string | null {
  const value = text.trim();
  const czech = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s.*)?$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(value);
  const [year, month, day] = czech ? [czech[3], czech[2], czech[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

const SEPARATORS = [';', ',', '\t'];

/**
 * The statement's lines after its header row (the first row naming an amount and a variable symbol
 * column, with whichever separator finds one first); null when no such header is in the file.
 * Empty lines are left out.
 */
export function parseBankStatement(csv: string): StatementLineValue[] | null {
  const text = csv.replace(/^\uFEFF/, '');
  for (const separator of SEPARATORS) {
    const records = parseCsv(text, separator);
    const headerIndex = records.findIndex((r) => r.cells.length > 1 && columnsOf(r.cells) !== null);
    if (headerIndex === -1) continue;
    const columns = present(columnsOf(present(records[headerIndex]).cells));
    return records
      .slice(headerIndex + 1)
      .filter((r) => r.cells.some((c) => c.trim() !== ''))
      .map((r) => readLine(r, columns));
  }
  return null;
}

function readLine(record: CsvRecord, columns: Columns): StatementLineValue {
  const cell = (index: number | null) => (index === null ? '' : (record.cells[index] ?? '').trim());
  const amount = parseCzechAmount(cell(columns.amount));
  const dateText = cell(columns.date);
  const date = dateText ? parseStatementDate(dateText) : null;
  const vsText = cell(columns.variableSymbol);
  const vsValid = vsText === '' || /^\d{1,10}$/.test(vsText);
  const variableSymbol = vsValid && vsText !== '' ? vsText.replace(/^0+(?=\d)/, '') : null;
  const message = cell(columns.message) || null;
  return {
    line: record.line,
    date,
    amount,
    variableSymbol: vsValid ? variableSymbol : vsText,
    message,
    invalid: amount === null || (dateText !== '' && date === null) || !vsValid,
  };
}
