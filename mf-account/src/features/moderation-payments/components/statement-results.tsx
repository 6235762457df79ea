import { formatDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import type { BankStatementImportMutation } from '../api/operations.generated';

type StatementImport = BankStatementImportMutation['importBankStatement'];
type StatementLine = StatementImport['lines'][number];

const RESULTS = ['MATCHED', 'AMOUNT_MISMATCH', 'UNKNOWN_VS', 'ALREADY_PAID', 'INVALID'] as const;
type KnownResult = (typeof RESULTS)[number];
const isKnown = (result: string): result is KnownResult => (RESULTS as readonly string[]).includes(result);

/** A bank's date as the statement has it; an ISO day in Czech. */
function showDate(date: string | null): string {
  if (!date) return '–';
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : date;
}

function ResultCell({ line }: { line: StatementLine }) {
  const t = useT();
  const label = isKnown(line.result)
    ? t(`account.moderationPayments.results.${line.result}`)
    : t('account.moderationPayments.unknownResult', { result: line.result });
  const order = line.paymentOrder;
  return (
    <>
      <span className="za-statement__result">{label}</span>
      {line.result === 'AMOUNT_MISMATCH' && order && (
        <span className="za-statement__note">{t('account.moderationPayments.expected', { number: order.number, amount: formatMoney(order.amount) })}</span>
      )}
      {order?.payerName && <span className="za-statement__note">{order.payerName}</span>}
    </>
  );
}

/** What became of each line of an imported statement; lines for review (another amount) stand out. */
export function StatementResults({ result }: { result: StatementImport }) {
  const t = useT();
  const columns = {
    line: t('account.moderationPayments.line'),
    date: t('account.moderationPayments.date'),
    amount: t('account.moderationPayments.amount'),
    variableSymbol: t('account.moderationPayments.variableSymbol'),
    message: t('account.moderationPayments.message'),
    result: t('account.moderationPayments.result'),
  };
  return (
    <section aria-labelledby="statement-results">
      <Typography.Title level={3} id="statement-results" className="z-font-lg">
        {t('account.moderationPayments.resultsTitle')}
      </Typography.Title>
      <Typography.Paragraph data-testid="statement-summary">
        {t('account.moderationPayments.summary', { matched: result.matched, mismatched: result.mismatched, total: result.lines.length })}
      </Typography.Paragraph>
      <table className="za-statement">
        <thead>
          <tr>
            {Object.values(columns).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.lines.map((line) => (
            <tr key={line.line} data-result={line.result}>
              <td data-label={columns.line}>{line.line}</td>
              <td data-label={columns.date}>{showDate(line.date)}</td>
              <td data-label={columns.amount}>{line.amount === null ? '–' : formatMoney(line.amount)}</td>
              <td data-label={columns.variableSymbol}>{line.variableSymbol ?? '–'}</td>
              <td data-label={columns.message}>{line.message ?? '–'}</td>
              <td data-label={columns.result}>
                <ResultCell line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
