import { parseBankStatement, parseCzechAmount, parseStatementDate } from './bank-statement';

describe('parseCzechAmount', () => {
  it.each([
    ['1 234,50', 123_450],
    ['1\u00a0234,50', 123_450],
    ['500', 50_000],
    ['500,00', 50_000],
    ['500.00', 50_000],
    ['-500,00', -50_000],
    ['+1 000 Kč', 100_000],
    ['1.234,5', 123_450],
    ['1.234', 123_400],
    ['0,05', 5],
    ['1,234.50', 123_450],
  ])('%s → %d haléř', (text, halere) => {
    expect(parseCzechAmount(text)).toBe(halere);
  });

  it.each(['', 'abc', '12,345', '1,2,3', '5 Kč navíc'])('refuses %j', (text) => {
    expect(parseCzechAmount(text)).toBeNull();
  });
});

describe('parseStatementDate', () => {
  it('reads Czech and ISO dates, with or without a time', () => {
    expect(parseStatementDate('15.03.2026')).toBe('2026-03-15');
    expect(parseStatementDate('5. 3. 2026')).toBe('2026-03-05');
    expect(parseStatementDate('15.03.2026 10:22')).toBe('2026-03-15');
    expect(parseStatementDate('2026-03-15')).toBe('2026-03-15');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseStatementDate('31.02.2026')).toBeNull();
    expect(parseStatementDate('03/15/2026')).toBeNull();
    expect(parseStatementDate('včera')).toBeNull();
  });
});

describe('parseBankStatement', () => {
  it("reads a Fio-like export: preamble lines, ';', quoted cells, Czech numbers, VS with leading zeros", () => {
    const csv = [
      '"Výpis z účtu 2001234567/2010";',
      '"Období: 1.3.2026 - 31.3.2026";',
      '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"VS";"Zpráva pro příjemce"',
      '"100";"15.03.2026";"1 234,50";"CZK";"123/0100";"0000000042";"Kredit Záběr 42"',
      '',
      '"101";"16.03.2026";"-200,00";"CZK";"555/0300";"";"Nájem; březen"',
    ].join('\r\n');
    expect(parseBankStatement(csv)).toEqual([
      { line: 4, date: '2026-03-15', amount: 123_450, variableSymbol: '42', message: 'Kredit Záběr 42', invalid: false },
      { line: 6, date: '2026-03-16', amount: -20_000, variableSymbol: null, message: 'Nájem; březen', invalid: false },
    ]);
  });

  it("reads ',' separated files with other column names (Částka, Variabilní symbol, Zpráva)", () => {
    const csv = 'Datum zaúčtování,Částka,Variabilní symbol,Zpráva\n2026-03-15,"500,00",7,"Platba, díky"\n';
    expect(parseBankStatement(csv)).toEqual([{ line: 2, date: '2026-03-15', amount: 50_000, variableSymbol: '7', message: 'Platba, díky', invalid: false }]);
  });

  it('marks lines it cannot read, keeping what it read', () => {
    const csv = 'Datum;Objem;VS\n1.3.2026;abc;7\n31.2.2026;100;7\n1.3.2026;100;VS-7\n1.3.2026;100;\n';
    expect(parseBankStatement(csv)).toEqual([
      { line: 2, date: '2026-03-01', amount: null, variableSymbol: '7', message: null, invalid: true },
      { line: 3, date: null, amount: 10_000, variableSymbol: '7', message: null, invalid: true },
      { line: 4, date: '2026-03-01', amount: 10_000, variableSymbol: 'VS-7', message: null, invalid: true },
      { line: 5, date: '2026-03-01', amount: 10_000, variableSymbol: null, message: null, invalid: false },
    ]);
  });

  it('answers null without a header naming an amount and a variable symbol', () => {
    expect(parseBankStatement('Datum;Objem;Poznámka\n1.3.2026;100;x\n')).toBeNull();
    expect(parseBankStatement('jen text\n')).toBeNull();
  });

  it('keeps the line numbers of records whose quoted cells span lines', () => {
    const csv = 'VS;Objem;Zpráva\n1;100;"dva\nřádky"\n2;200;x\n';
    expect(parseBankStatement(csv)?.map((l) => [l.line, l.variableSymbol, l.message])).toEqual([
      [2, '1', 'dva\nřádky'],
      [4, '2', 'x'],
    ]);
  });
});
