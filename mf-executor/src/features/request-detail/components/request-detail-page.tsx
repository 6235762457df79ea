import { useQuery } from '@apollo/client/react';
import { PROPOSALS_PER_REQUEST_MAX } from '@zaber/shared/platform/business';
import { href } from '@zaber/shared/platform/routes';
import { RequestFacts } from '@zaber/shared/requests/request-facts';
import { RequestTags } from '@zaber/shared/requests/status-tags';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { BackLink } from '@zaber/shared/ui/back-link';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { RequestDetailDocument, type RequestDetailQuery } from '../api/operations.generated';
import { MyProposal } from './my-proposal';
import { ProposalModal } from './proposal-modal';

type ExecutorRequest = NonNullable<RequestDetailQuery['request']>;

/** /poptavky/{id}/{slug}/ for a professional: the request, and their proposal or the way to send one. */
export function RequestDetailPage({ match }: PageProps) {
  const { showError } = useShell();
  const { data, loading, error, refetch } = useQuery(RequestDetailDocument, { variables: { id: match.params.id ?? '' } });
  const request = data?.request;
  usePageTitle(request?.title);
  const missing = Boolean(data && !request);
  // Not there, or not for professionals (closed and never proposed to): the shell's 404 page.
  useEffect(() => {
    if (missing) showError(404);
  }, [missing, showError]);

  if (error && !data) return <LoadError />;
  if (!request) return loading ? <Loading /> : null;
  return <RequestDetailView request={request} onProposalSent={() => refetch()} match={match} />;
}

interface RequestDetailViewProps extends PageProps {
  request: ExecutorRequest;
  onProposalSent(): Promise<unknown>;
}

function RequestDetailView({ request, onProposalSent, match }: RequestDetailViewProps) {
  const t = useT();
  const [proposing, setProposing] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <PageHeader
        route={match.route.id}
        params={match.params}
        title={request.title}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={<RequestTags request={request} />}
      />
      <div className="zx-detail">
        <div>
          <RequestFacts request={request} />
        </div>
        <aside aria-label={t('executor.detail.myProposal')} className="zx-detail__aside">
          <Typography.Paragraph data-testid="detail-proposals-count">
            {t('executor.detail.proposals', { count: request.proposalsCount, max: PROPOSALS_PER_REQUEST_MAX })}
          </Typography.Paragraph>
          {request.myProposal ? (
            <MyProposal proposal={request.myProposal} takeFocus={sent} />
          ) : request.proposalBlockedReason ? (
            <Alert
              type="warning"
              showIcon
              icon={<AlertIcon type="warning" />}
              title={t('executor.detail.blockedTitle')}
              description={request.proposalBlockedReason}
              data-testid="proposal-blocked"
            />
          ) : (
            <Surface>
              <Typography.Title level={2} className="z-font-xl">
                {t('executor.detail.sendTitle')}
              </Typography.Title>
              <Typography.Paragraph>{t('executor.detail.sendText')}</Typography.Paragraph>
              <Button type="primary" size="large" block onClick={() => setProposing(true)} aria-haspopup="dialog">
                {t('executor.detail.send')}
              </Button>
            </Surface>
          )}
        </aside>
      </div>
      <BackLink to={href('requests')}>{t('executor.detail.back')}</BackLink>
      {proposing && (
        <ProposalModal
          requestId={request.id}
          requestTitle={request.title}
          onClose={() => setProposing(false)}
          onSent={async () => {
            setProposing(false);
            setSent(true);
            await onProposalSent();
          }}
        />
      )}
    </>
  );
}
