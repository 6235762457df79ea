import { useMutation } from '@apollo/client/react';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { FormField } from '@zaber/shared/ui/form-field';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { BankStatementImportDocument, type BankStatementImportMutation, UnpaidBankTransfersDocument } from '../api/operations.generated';
import { decodeStatement, readFileBytes } from './decode-statement';
import { StatementResults } from './statement-results';

/**
 * A bank statement, from a CSV file or pasted, goes to the API whole: it matches lines to UNPAID
 * transfers by variable symbol and amount and credits those; the answer lists every line.
 */
export function StatementImport() {
  const t = useT();
  const { notify } = useShell();
  const id = useId();
  const [runImport, { loading }] = useMutation(BankStatementImportDocument);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BankStatementImportMutation['importBankStatement'] | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    try {
      setCsv(decodeStatement(await readFileBytes(file)));
      setFileName(file.name);
    } catch {
      setFileName(null);
      setProblem(t('account.moderationPayments.fileFailed'));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (csv.trim() === '') {
      setProblem(t('account.moderationPayments.importEmpty'));
      return;
    }
    setProblem(null);
    try {
      // Matched lines paid their transfers: the list above is fetched again with the answer.
      const { data } = await runImport({ variables: { csv }, refetchQueries: [UnpaidBankTransfersDocument] });
      if (!data) return;
      setResult(data.importBankStatement);
      notify(
        data.importBankStatement.mismatched > 0 ? 'warning' : 'success',
        t('account.moderationPayments.summary', {
          matched: data.importBankStatement.matched,
          mismatched: data.importBankStatement.mismatched,
          total: data.importBankStatement.lines.length,
        }),
      );
    } catch (refused) {
      setProblem(errorMessage(refused, t('common.genericError')));
    }
  };

  return (
    <>
      <Typography.Paragraph>{t('account.moderationPayments.importIntro')}</Typography.Paragraph>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.moderationPayments.importTitle')}>
        {problem && <Alert type="error" showIcon icon={<AlertIcon type="error" />} title={problem} role="alert" className="z-mb-4" />}
        <FormField label={t('account.moderationPayments.file')} htmlFor={`${id}file`}>
          <input
            id={`${id}file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="za-statement-file"
            onChange={(event) => void onFile(event)}
            aria-describedby={fileName ? `${id}loaded` : undefined}
          />
          {fileName && (
            <Typography.Text type="secondary" id={`${id}loaded`}>
              {t('account.moderationPayments.fileLoaded', { name: fileName })}
            </Typography.Text>
          )}
        </FormField>
        <FormField label={t('account.moderationPayments.text')} htmlFor={`${id}text`}>
          <Input.TextArea
            id={`${id}text`}
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
            rows={6}
            spellCheck={false}
            className="z-family-monospace z-resize-vertical"
          />
        </FormField>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={loading}>
            {t('account.moderationPayments.importSubmit')}
          </Button>
        </Flex>
      </form>
      {result && <StatementResults result={result} />}
    </>
  );
}
