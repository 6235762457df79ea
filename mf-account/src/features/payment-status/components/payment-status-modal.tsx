import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Modal } from '@zaber/shared/ui/antd/modal';
import { Result } from '@zaber/shared/ui/antd/result';
import { Spin } from '@zaber/shared/ui/antd/spin';
import { ModalLink } from '@zaber/shared/ui/modal-link';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { BankTransferInstructions } from '../../../lib/payments/bank-transfer-instructions';
import { InvoiceLink } from '../../../lib/payments/invoice-link';
import { PaymentOrderStatusDocument, type PaymentOrderStatusQuery, type PaymentStatus } from '../api/operations.generated';

type Order = NonNullable<PaymentOrderStatusQuery['paymentOrder']>;

/** How often the order is asked for while the gateway has not decided, and for how long. */
export interface PollTiming {
  intervalMs: number;
  maxWaitMs: number;
}

export const POLL_TIMING: PollTiming = { intervalMs: 2000, maxWaitMs: 60_000 };

/** The gateway has not decided yet: the order may still become PAID or CANCELED on its own. */
const UNDECIDED: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>(['NEW', 'PENDING']);

function OrderState({
  order,
  close,
  waitedOut,
  checking,
  check,
}: {
  order: Order;
  close: () => void;
  waitedOut: boolean;
  checking: boolean;
  check: () => void;
}) {
  const t = useT();
  const dispatch = useDispatch();
  const documents = (
    <ModalLink to={href('account-documents')} close={close}>
      {t('account.bankTransfer.documents')}
    </ModalLink>
  );
  const closeButton = (
    <Button type="primary" onClick={close}>
      {t('account.paymentStatus.close')}
    </Button>
  );

  if (order.isPaid) {
    const paid =
      order.bonus > 0
        ? t('account.paymentStatus.paid', { amount: formatMoney(order.amount), bonus: formatMoney(order.bonus) })
        : t('account.paymentStatus.paidNoBonus', { amount: formatMoney(order.amount) });
    return (
      <Result
        status="success"
        title={<span data-testid="payment-result">{paid}</span>}
        extra={
          <Flex vertical align="center" gap={12}>
            {order.invoice && <InvoiceLink number={order.invoice.number} downloadUrl={order.invoice.downloadUrl} />}
            {closeButton}
          </Flex>
        }
      />
    );
  }
  switch (order.status) {
    case 'CANCELED':
      return (
        <Result
          status="info"
          title={<span data-testid="payment-result">{t('account.paymentStatus.canceled')}</span>}
          extra={
            <Flex justify="center" gap={8} wrap>
              <Button
                type="primary"
                onClick={() => {
                  close();
                  dispatch(modalOpened({ type: 'top-up' }));
                }}
              >
                {t('account.paymentStatus.again')}
              </Button>
              <Button onClick={close}>{t('account.paymentStatus.close')}</Button>
            </Flex>
          }
        />
      );
    case 'REFUNDED':
      return <Result status="warning" title={<span data-testid="payment-result">{t('account.paymentStatus.refunded')}</span>} extra={closeButton} />;
    case 'UNPAID':
      return order.bankTransfer ? (
        <>
          <Typography.Title level={3} className="z-font-lg">
            {t('account.paymentStatus.unpaid')}
          </Typography.Title>
          <BankTransferInstructions
            instructions={order.bankTransfer}
            footer={
              <Flex justify="space-between" gap={8} wrap>
                {documents}
                {closeButton}
              </Flex>
            }
          />
        </>
      ) : (
        <Alert type="info" showIcon icon={<AlertIcon type="info" />} title={t('account.paymentStatus.unpaid')} />
      );
    default:
      // NEW or PENDING: the gateway has not told us yet.
      return waitedOut ? (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon icon={<AlertIcon type="info" />} title={t('account.paymentStatus.stillWaiting')} role="status" />
          <Flex justify="space-between" gap={8} wrap>
            {documents}
            <Button disabled={checking} onClick={check}>
              {t('account.paymentStatus.check')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Flex vertical align="center" gap={12} role="status" className="z-p-5-0">
          <Spin />
          <Typography.Text>{t('account.paymentStatus.waiting')}</Typography.Text>
        </Flex>
      );
  }
}

export interface PaymentStatusDialogProps {
  paymentId: string;
  close: () => void;
  timing?: PollTiming;
}

/**
 * The payment order polled every `intervalMs` while the gateway has not decided (NEW, PENDING),
 * for at most `maxWaitMs`; then it says it is still waiting and checks again on request.
 */
export function PaymentStatusDialog({ paymentId, close, timing = POLL_TIMING }: PaymentStatusDialogProps) {
  const t = useT();
  const { data, error, refetch, startPolling, stopPolling, networkStatus } = useQuery(PaymentOrderStatusDocument, {
    variables: { id: paymentId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [waitedOut, setWaitedOut] = useState(false);
  const order = data?.paymentOrder;
  const undecided = order ? UNDECIDED.has(order.status) : false;
  const polling = undecided && !waitedOut;

  useEffect(() => {
    if (!polling) return;
    startPolling(timing.intervalMs);
    return () => stopPolling();
  }, [polling, startPolling, stopPolling, timing.intervalMs]);

  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), timing.maxWaitMs);
    return () => clearTimeout(timer);
  }, [timing.maxWaitMs]);

  let body = <Loading />;
  if (order) {
    body = (
      <OrderState
        order={order}
        close={close}
        waitedOut={waitedOut}
        checking={networkStatus === NetworkStatus.refetch}
        check={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (data && data.paymentOrder === null) {
    body = <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} title={t('account.paymentStatus.notFound')} role="alert" />;
  } else if (error) {
    body = <LoadError />;
  }

  return (
    <Modal
      open
      onCancel={close}
      footer={null}
      width={560}
      destroyOnHidden
      closeIcon={<CloseOutlined aria-hidden />}
      title={order ? t('account.paymentStatus.order', { number: order.number }) : t('account.paymentStatus.title')}
    >
      {body}
    </Modal>
  );
}

/**
 * The shell's global modal `payment-status` (spec §2): opened when the gateway sends the payer back
 * (`?platba=<id>`) and from the payments overview. Rendered in the shell's tree (no router, no shell services).
 */
export const PaymentStatusModal: ModalContent = ({ request, close }) => {
  if (request.type !== 'payment-status') return null;
  return <PaymentStatusDialog paymentId={request.paymentId} close={close} />;
};
