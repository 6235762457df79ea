import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { Tag } from '@zaber/shared/antd/tag';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';

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
  return Number(new Intl.DateTimeFormat('cs-CZ', { year: 'numeric', timeZone: 'Europe/Prague' }).format(new Date(memberSince)));
}
