import { RequestFacts } from '@zaber/shared/requests/request-facts';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Typography } from '@zaber/shared/ui/typography';
import { useRefetchOnScreen } from '@zaber/shared/ui/use-refetch-on-screen';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { RequestOwnerDetailDocument, type RequestOwnerFieldsFragment } from '../api/operations.generated';
import { CloseRequestModal } from './close-request-modal';

export interface RequestSummaryProps {
  request: RequestOwnerFieldsFragment;
}

/** The detail tab: the facts, why it was closed and whom the client chose, or the way to close it. */
export function RequestSummary({ request }: RequestSummaryProps) {
  const refresh = useRefetchOnScreen(RequestOwnerDetailDocument);
  const t = useT();
  const [closing, setClosing] = useState(false);
  return (
    <>
      {request.status === 'CLOSED' && request.closeReason && (
        <Alert
          type="info"
          showIcon
          icon={<AlertIcon type="info" />}
          className="z-mb-4"
          data-testid="close-reason"
          title={t('client.detail.closedBecause', { reason: t(`client.close.reasons.${request.closeReason}`) })}
          description={
            request.chosenExecutor ? (
              <>
                {t('client.detail.chosenExecutor')} <Link to={request.chosenExecutor.url}>{request.chosenExecutor.title}</Link>
              </>
            ) : undefined
          }
        />
      )}
      <RequestFacts request={request} />
      {request.status === 'ACTIVE' && (
        <>
          <Typography.Paragraph>
            <Button danger onClick={() => setClosing(true)} aria-haspopup="dialog">
              {t('client.detail.close')}
            </Button>
          </Typography.Paragraph>
          {closing && (
            <CloseRequestModal
              request={request}
              onCancel={() => setClosing(false)}
              onClosed={async () => {
                setClosing(false);
                await refresh();
              }}
            />
          )}
        </>
      )}
    </>
  );
}
