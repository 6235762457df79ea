import { useQuery, useSubscription } from '@apollo/client/react';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { Button } from '@zaber/shared/antd/button';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { textParam, useUrlState } from '@zaber/shared/url-state';
import { useCounterChange } from '@zaber/shared/store/use-counter-change';
import { useT } from '../../../i18n/use-t';
import { AccountStyles } from '../../../lib/ui/styles';
import { ConversationsDocument, MessageAddedDocument } from '../api/operations.generated';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

const URL_SCHEMA = { selected: textParam('c') };
const PAGE_SIZE = 48;

/**
 * /conversations/: the list beside the selected thread (`?c=`); on a phone the list, then the thread
 * alone with the way back. The list follows new messages live.
 */
export function ConversationsPage({ match }: PageProps) {
  const t = useT();
  const { notify } = useShell();
  const url = useUrlState(URL_SCHEMA);
  const selected = url.values.selected;
  const { data, loading, error, refetch } = useQuery(ConversationsDocument, { variables: { page: 1, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  useSubscription(MessageAddedDocument, { variables: {}, onData: () => void refetch() });
  // Read elsewhere (the modal, another tab): the unread numbers follow.
  useCounterChange('unreadConversations', () => void refetch());

  const items = data?.conversations.items ?? [];
  let list = <Loading />;
  if (error && !data) list = <LoadError />;
  else if (data && !items.length)
    list = (
      <Surface>
        <Empty>{t('account.conversations.empty')}</Empty>
        <Typography.Paragraph type="secondary">{t('account.conversations.emptyHint')}</Typography.Paragraph>
      </Surface>
    );
  else if (data) list = <ConversationList items={items} selectedId={selected} onSelect={(id) => url.set({ selected: id })} />;
  else if (!loading) list = <LoadError />;

  return (
    <>
      <AccountStyles />
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <div className="za-conversations" data-selected={selected ? 'true' : 'false'}>
        <div className="za-conversations__list">{list}</div>
        <div className="za-conversations__thread">
          {selected ? (
            <>
              <Button className="za-back" type="link" icon={<LeftOutlined aria-hidden />} onClick={() => url.set({ selected: null })}>
                {t('account.conversations.back')}
              </Button>
              <ConversationThread key={selected} conversationId={selected} onError={(message) => notify('error', message)} />
            </>
          ) : (
            items.length > 0 && <Typography.Paragraph type="secondary">{t('account.conversations.choose')}</Typography.Paragraph>
          )}
        </div>
      </div>
    </>
  );
}
