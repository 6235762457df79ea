import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { pragueYear } from '@zaber/shared/platform/dates';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { Typography } from '@zaber/shared/ui/typography';

/** "Ověřený profík": a moderator checked and approved the profile. Nothing for one awaiting approval. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useCommonT();
  if (!verified) return null;
  return (
    <Tag color="green" icon={<SafetyCertificateOutlined aria-hidden />} title={t('common.profile.verifiedHint')} data-testid="verified">
      {t('common.profile.verified')}
    </Tag>
  );
}

/** The year the professional joined, as Prague counts it (the same on the server and in the browser). */
export function memberSinceYear(memberSince: string): number {
  return pragueYear(memberSince);
}

/** "12 dokončených zakázek": engagements the clients confirmed done (DESIGN §5). Nothing before the first. */
export function FinishedJobs({ count }: { count: number }) {
  const t = useCommonT();
  if (count <= 0) return null;
  return (
    <Typography.Text type="secondary" data-testid="finished-jobs">
      {t('common.profile.finishedJobs', { count })}
    </Typography.Text>
  );
}
