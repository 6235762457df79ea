import { useMutation, useQuery } from '@apollo/client/react';
import { formatDate } from '@zaber/shared/platform/dates';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { ApprovalChecklist } from '../../../lib/approval/approval-checklist';
import { OwnProfileDocument, ProfileApprovalRequestDocument } from '../api/operations.generated';

/**
 * The owner's way to a public profile (spec §1, §4): what approval still needs and the request
 * for it; then the wait for the moderator, or the moderator's reason for a refusal.
 */
export function ApprovalPanel() {
  const t = useT();
  const titleId = useId();
  const { notify } = useShell();
  const { data } = useQuery(OwnProfileDocument);
  const [requestApproval, { loading: requesting }] = useMutation(ProfileApprovalRequestDocument);
  const [refusal, setRefusal] = useState<string | null>(null);
  const approval = data?.currentProfile?.approval;
  if (!approval) return null;

  if (approval.status === 'APPROVED') {
    return (
      <div className="z-mb-4">
        <Tag color="green" data-testid="approved">
          {t('executor.profile.approval.approved')}
        </Tag>
      </div>
    );
  }
  if (approval.status === 'PENDING') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<AlertIcon type="info" />}
        title={t('executor.profile.approval.pending', { date: approval.requestedAt ? formatDate(approval.requestedAt) : '' })}
        description={t('executor.profile.approval.pendingLead')}
        className="z-mb-4"
        data-testid="approval-pending"
      />
    );
  }

  const request = async () => {
    setRefusal(null);
    try {
      await requestApproval({
        update(cache, { data: answer }) {
          const next = answer?.requestApproval;
          if (!next) return;
          cache.updateQuery({ query: OwnProfileDocument }, (current) =>
            current?.currentProfile ? { currentProfile: { ...current.currentProfile, approval: next } } : current,
          );
        },
      });
      notify('success', t('executor.profile.approval.sent'));
    } catch (error) {
      setRefusal(errorMessage(error, t('common.genericError')));
    }
  };

  return (
    <Surface className="z-mb-4">
      <section aria-labelledby={titleId} data-testid="approval-panel">
        <Typography.Title level={2} id={titleId} className="z-font-xl">
          {t('executor.profile.approval.title')}
        </Typography.Title>
        {approval.status === 'REJECTED' && (
          <Alert
            type="warning"
            showIcon
            icon={<AlertIcon type="warning" />}
            title={t('executor.profile.approval.rejected')}
            description={
              <>
                {approval.reason && <div>{t('executor.profile.approval.reason', { reason: approval.reason })}</div>}
                <div>{t('executor.profile.approval.rejectedLead')}</div>
              </>
            }
            className="z-mb-4"
            data-testid="approval-rejected"
          />
        )}
        <Typography.Paragraph>{t('executor.profile.approval.lead')}</Typography.Paragraph>
        <ApprovalChecklist approval={approval} />
        {refusal && <Alert type="error" showIcon icon={<AlertIcon type="error" />} title={refusal} role="alert" className="z-mb-3" />}
        <Button type="primary" onClick={() => void request()} disabled={!approval.canRequest} loading={requesting}>
          {t('executor.profile.approval.request')}
        </Button>
      </section>
    </Surface>
  );
}
