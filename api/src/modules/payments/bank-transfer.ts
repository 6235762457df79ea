import QRCode from 'qrcode';
import spayd from 'spayd';

/*
 * Bank transfer instructions with a QR Platba code (the Czech banks' SPAYD standard, "SPD*1.0*…"):
 * the account as an IBAN, the amount, the variable symbol and a message. Banking apps read the
 * standard string only, so the suites check it to the character.
 */

/** A Czech account number: `[prefix-]number/bank` (prefix up to 6 digits, number up to 10, bank code 4). */
const CZECH_ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

/** The remainder of a long decimal string divided by 97, in chunks (ISO 13616's check). */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/**
 * The IBAN of a Czech account: CZ, two check digits, then the BBAN = bank code (4) + prefix
 * (6, zero-padded) + number (10, zero-padded). The check digits are 98 − (BBAN + "CZ00" with
 * letters as numbers, C = 12, Z = 35) mod 97. The account's own mod-11 check is not ours to enforce
 * (the demo account is made up), only its shape.
 */
export function czechIban(account: string): string {
  const match = CZECH_ACCOUNT.exec(account.replace(/\s/g, ''));
  if (!match) throw new Error(`Not a Czech account number: ${account}`);
  const [, prefix = '', number = '', bank = ''] = match;
  const bban = `${bank}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`;
  const check = 98 - mod97(`${bban}123500`);
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/** Haléř as SPAYD's amount: "500.00". */
export function spaydAmount(halere: number): string {
  return `${Math.trunc(halere / 100)}.${String(halere % 100).padStart(2, '0')}`;
}

export interface BankTransferInstructionsValue {
  accountNumber: string;
  iban: string;
  amount: number;
  variableSymbol: string;
  message: string;
  spayd: string;
  qrCode: string;
}

/** What the payer's bank needs to pay order `number` of `amount` haléř to `account`. */
export async function bankTransferInstructions(account: string, order: { number: number; amount: number }): Promise<BankTransferInstructionsValue> {
  const iban = czechIban(account);
  const variableSymbol = String(order.number);
  const message = `Kredit Záběr ${order.number}`;
  const text = spayd({ acc: iban, am: spaydAmount(order.amount), cc: 'CZK', xvs: variableSymbol, msg: message });
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    accountNumber: account,
    iban,
    amount: order.amount,
    variableSymbol,
    message,
    spayd: text,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
