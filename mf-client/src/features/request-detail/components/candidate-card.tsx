import { ExecutorCardHeader } from '@zaber/shared/profiles/executor-card-header';
import { Button } from '@zaber/shared/ui/antd/button';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { Surface } from '@zaber/shared/ui/surface';
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
      <ExecutorCardHeader executor={profile} stretched={false}>
        {freeOnDate && (
          <Tag color="green" data-testid="free-on-date">
            {t('client.candidates.free')}
          </Tag>
        )}
      </ExecutorCardHeader>
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
