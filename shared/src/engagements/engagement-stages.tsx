import { CONVERSATION_STATUS_LABELS, type ConversationStatus } from '@zaber/shared/conversations/constants';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { href } from '@zaber/shared/platform/routes';
import type { EngagementStageFieldsFragment } from '@zaber/shared/platform/ui-fragments.generated';
import { Badge } from '@zaber/shared/ui/antd/badge';
import { DashboardItem, DashboardSection } from '@zaber/shared/ui/dashboard-section';

/** The stages an engagement goes through before it is done, in order. */
export const ACTIVE_STAGES = ['NEGOTIATION', 'WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION'] as const satisfies readonly ConversationStatus[];

/**
 * Engagements in progress: a conversation is one once a proposal was accepted, an order or a
 * targeted request taken (before that it is talk and may move nowhere); DONE and CANCELED are over.
 */
export function activeEngagements<T extends Pick<EngagementStageFieldsFragment, 'status' | 'nextStatuses'>>(conversations: readonly T[]): T[] {
  return conversations.filter((c) => (ACTIVE_STAGES as readonly string[]).includes(c.status) && c.nextStatuses.length > 0);
}

/** A dashboard's card of engagements in progress, grouped by stage, each leading to its engagement's page. */
export function EngagementStages({ conversations, empty }: { conversations: readonly EngagementStageFieldsFragment[]; empty: string }) {
  const t = useCommonT();
  const active = activeEngagements(conversations);
  return (
    <DashboardSection
      title={t('common.dashboard.engagements')}
      count={active.length}
      more={{ href: href('conversations'), label: t('common.dashboard.allConversations') }}
      items={active.length === 0 ? [] : undefined}
      empty={empty}
      data-testid="dashboard-engagements"
    >
      {ACTIVE_STAGES.map((stage) => {
        const inStage = active.filter((c) => c.status === stage);
        if (inStage.length === 0) return null;
        return (
          <div key={stage} data-stage={stage}>
            <h3 className="zp-dashboard__stage">
              {CONVERSATION_STATUS_LABELS[stage]} ({inStage.length})
            </h3>
            <ul className="zp-dashboard__items">
              {inStage.map((c) => (
                <DashboardItem
                  key={c.id}
                  href={href('conversation', { id: c.id })}
                  title={c.subject}
                  meta={c.otherParty.title}
                  extra={
                    c.unreadCount > 0 ? (
                      <Badge count={c.unreadCount} size="small" aria-label={t('common.engagements.unread', { count: c.unreadCount })} />
                    ) : undefined
                  }
                />
              ))}
            </ul>
          </div>
        );
      })}
    </DashboardSection>
  );
}
