import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { ListPage } from '@zaber/shared/ui/list-page';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { BankTransferMarkPaidDocument, type UnpaidBankTransferFieldsFragment, UnpaidBankTransfersDocument } from '../api/operations.generated';

const PAGE_SIZE = 20;
const URL_SCHEMA = { page: pageParam('strana') };

function TransferItem({ transfer, confirming, onConfirm }: { transfer: UnpaidBankTransferFieldsFragment; confirming: boolean; onConfirm: () => void }) {
  const t = useT();
  const variableSymbol = String(transfer.number);
  const payer = transfer.payerName ?? t('account.moderationPayments.unknownPayer');
  return (
    <Surface data-testid={`transfer-${transfer.id}`}>
      <div className="za-transfer">
        <dl>
          <div>
            <dt>{t('account.moderationPayments.variableSymbol')}</dt>
            <dd>{variableSymbol}</dd>
          </div>
          <div>
            <dt>{t('account.moderationPayments.payer')}</dt>
            <dd>{payer}</dd>
          </div>
          <div>
            <dt>{t('account.moderationPayments.amount')}</dt>
            <dd>
              {formatMoney(transfer.amount)}
              {transfer.bonus > 0 && <small>{t('account.moderationPayments.bonus', { bonus: formatMoney(transfer.bonus) })}</small>}
            </dd>
          </div>
          <div>
            <dt>{t('account.moderationPayments.created')}</dt>
            <dd>{formatDateTime(transfer.createdAt)}</dd>
          </div>
        </dl>
        <div className="za-transfer__actions">
          {/* Crediting cannot be taken back here: confirm first. */}
          <Popconfirm
            title={t('account.moderationPayments.confirmTitle', { variableSymbol })}
            description={t(transfer.bonus > 0 ? 'account.moderationPayments.confirmTextBonus' : 'account.moderationPayments.confirmText', {
              payer,
              amount: formatMoney(transfer.amount),
              bonus: formatMoney(transfer.bonus),
              credit: formatMoney(transfer.amount + transfer.bonus),
            })}
            okText={t('account.moderationPayments.confirmOk')}
            cancelText={t('account.moderationPayments.cancel')}
            icon={null}
            onConfirm={onConfirm}
          >
            <Button type="primary" loading={confirming} aria-label={t('account.moderationPayments.confirmLabel', { variableSymbol })}>
              {t('account.moderationPayments.confirm')}
            </Button>
          </Popconfirm>
        </div>
      </div>
    </Surface>
  );
}

/** UNPAID bank transfers, oldest first; a moderator who sees the money on the account confirms it. */
export function UnpaidTransfers() {
  const t = useT();
  const { notify } = useShell();
  const url = useUrlState(URL_SCHEMA);
  const { page } = url.values;
  const { data, loading, error } = useQuery(UnpaidBankTransfersDocument, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [markPaid] = useMutation(BankTransferMarkPaidDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onConfirm = async (transfer: UnpaidBankTransferFieldsFragment) => {
    setFailure(null);
    setConfirming(transfer.id);
    try {
      await markPaid({ variables: { id: transfer.id }, refetchQueries: [UnpaidBankTransfersDocument], awaitRefetchQueries: true });
      notify('success', t('account.moderationPayments.confirmed', { variableSymbol: String(transfer.number) }));
    } catch (refused) {
      // Someone confirmed it (or a statement paid it) meanwhile: the API says so in Czech.
      setFailure(errorMessage(refused, t('common.genericError')));
    } finally {
      setConfirming(null);
    }
  };

  // A confirmed transfer leaves the list at once, before the page is fetched again.
  const result = data?.unpaidBankTransfers;
  const shown = result && { ...result, items: result.items.filter((item) => item.status === 'UNPAID') };

  return (
    <>
      {failure && <Alert type="error" showIcon icon={<AlertIcon type="error" />} title={failure} role="alert" className="z-mb-4" data-testid="confirm-error" />}
      <ListPage
        result={shown}
        loading={loading}
        error={error}
        layout="list"
        empty={t('account.moderationPayments.empty')}
        renderItem={(transfer) => (
          <TransferItem key={transfer.id} transfer={transfer} confirming={confirming === transfer.id} onConfirm={() => void onConfirm(transfer)} />
        )}
        onPageChange={(next) => url.set({ page: next })}
      />
    </>
  );
}
