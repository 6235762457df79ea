import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { formatMoney } from '@zaber/shared/platform/format';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { PaymentStyles } from './payment-styles';

/** What the payer's bank needs (the API's `BankTransferInstructions`; every query selects these). */
export interface BankTransferData {
  accountNumber: string;
  iban: string;
  amount: number;
  variableSymbol: string;
  message: string;
  /** The QR Platba code as a data: URL. */
  qrCode: string;
}

export interface BankTransferInstructionsProps {
  instructions: BankTransferData;
  /** Below the note, e.g. a link to the payments overview. */
  footer?: ReactNode;
}

type Field = 'accountNumber' | 'iban' | 'amount' | 'variableSymbol' | 'message';
const FIELDS: readonly Field[] = ['accountNumber', 'iban', 'amount', 'variableSymbol', 'message'];

/**
 * The QR Platba code and the transfer's details, each with a copy button (what is copied is what a
 * bank's form takes: the amount as a plain number of Kč, the IBAN without spaces).
 */
export function BankTransferInstructions({ instructions, footer }: BankTransferInstructionsProps) {
  const t = useT();
  const [copied, setCopied] = useState('');
  const shown: Record<Field, string> = {
    accountNumber: instructions.accountNumber,
    iban: instructions.iban,
    amount: formatMoney(instructions.amount),
    variableSymbol: instructions.variableSymbol,
    message: instructions.message,
  };
  const copiedValue: Record<Field, string> = {
    ...shown,
    iban: instructions.iban.replace(/\s/g, ''),
    amount: String(instructions.amount / HALERU_PER_KORUNA),
  };
  const copy = async (field: Field) => {
    const label = t(`account.bankTransfer.${field}`);
    try {
      await navigator.clipboard.writeText(copiedValue[field]);
      setCopied(t('account.bankTransfer.copied', { label }));
    } catch {
      setCopied(t('account.bankTransfer.copyFailed'));
    }
  };
  return (
    <div className="za-bank" data-testid="bank-transfer">
      <PaymentStyles />
      <div className="za-bank__main">
        <div className="za-bank__qr">
          <img
            src={instructions.qrCode}
            alt={t('account.bankTransfer.qrAlt', { amount: shown.amount, account: instructions.accountNumber, variableSymbol: instructions.variableSymbol })}
            width={200}
            height={200}
          />
          <small>{t('account.bankTransfer.qrHint')}</small>
        </div>
        <dl className="za-bank__details">
          {FIELDS.map((field) => {
            const label = t(`account.bankTransfer.${field}`);
            return (
              // dl > div > dt + dd only (axe: definition-list); the copy button belongs to the value.
              <div className="za-bank__row" key={field} data-testid={`bank-${field}`}>
                <dt>{label}</dt>
                <dd>
                  <span className="za-bank__value">{shown[field]}</span>
                  <Button
                    size="small"
                    type="text"
                    icon={<CopyOutlined aria-hidden />}
                    aria-label={t('account.bankTransfer.copy', { label })}
                    title={t('account.bankTransfer.copy', { label })}
                    onClick={() => void copy(field)}
                  />
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
      <p className="za-bank__copied" role="status" aria-live="polite">
        {copied}
      </p>
      <Alert type="info" showIcon icon={<AlertIcon type="info" />} title={t('account.bankTransfer.note')} />
      {footer}
    </div>
  );
}
