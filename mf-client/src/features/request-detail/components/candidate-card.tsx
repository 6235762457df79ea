import { Button } from '@zaber/shared/antd/button';
import { Flex } from '@zaber/shared/antd/flex';
import { Tag } from '@zaber/shared/antd/tag';
import { Rating } from '@zaber/shared/profile/rating';
import { ResponseTime } from '@zaber/shared/profile/response-time';
import { href } from '@zaber/shared/routes';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import type { RequestCandidateListQuery } from '../api/operations.generated';

type Candidate = RequestCandidateListQuery['requestCandidates']['items'][number];

export interface CandidateCardProps {
  candidate: Candidate;
  invited: boolean;
  canInvite: boolean;
  inviting: boolean;
  onInvite(): void;
}

/** A professional suitable for the request, and the button asking them for a proposal. */
export function CandidateCard({ candidate, invited, canInvite, inviting, onInvite }: CandidateCardProps) {
  const t = useT();
  const { profile, freeOnDate, proposed } = candidate;
  const label = proposed ? t('client.candidates.proposed') : invited ? t('client.candidates.invited') : t('client.candidates.invite');
  return (
    <Surface className="zp-card" size="small" data-testid="candidate-card">
      <Flex gap={12} align="center">
        <span className="zp-avatar" aria-hidden="true">
          {profile.avatar ? <img src={profile.avatar} alt="" width={48} height={48} /> : profile.title.slice(0, 1)}
        </span>
        <div className="z-min-w-0">
          <Typography.Title level={3} className="z-font-lg z-m-0">
            <Link to={href('profile', { username: profile.username })}>{profile.title}</Link>
          </Typography.Title>
          {profile.location && (
            <Typography.Text type="secondary" className="z-font-sm">
              {profile.location}
            </Typography.Text>
          )}
        </div>
      </Flex>
      <Flex gap={8} wrap align="center" className="z-mt-3">
        <Rating rating={profile.rating} count={profile.reviewsCount} />
        <ResponseTime hours={profile.responseTime} />
        {freeOnDate && (
          <Tag color="green" data-testid="free-on-date">
            {t('client.candidates.free')}
          </Tag>
        )}
      </Flex>
      <Button
        block
        className="z-mt-3"
        type={invited || proposed ? 'default' : 'primary'}
        disabled={!canInvite || invited || proposed}
        loading={inviting}
        onClick={onInvite}
      >
        {label}
      </Button>
    </Surface>
  );
}
