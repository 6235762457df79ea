import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useQuery, useSubscription } from '@apollo/client/react';
import { href } from '@zaber/shared/platform/routes';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { pageParam, textParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { Paging } from '@zaber/shared/ui/paging';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useMediaQuery, WIDE_QUERY } from '@zaber/shared/ui/use-media-query';
import { useT } from '../../../i18n/use-t';
import { AccountStyles } from '../../../lib/ui/styles';
import { addMessageToCache } from '../api/message-cache';
import { ConversationsDocument, MessageAddedDocument } from '../api/operations.generated';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

const URL_SCHEMA = { selected: textParam('c'), page: pageParam('strana') };
const PAGE_SIZE = 48;

/**
 * /conversations/: the list beside a thread (`?c=`, else the newest conversation on a wide screen);
 * on a phone the list, then the thread alone with the way back. Each row opens the conversation's
 * own page (/conversations/{id}/). The list follows new messages live.
 */
export function ConversationsPage({ match }: PageProps) {
  const t = useT();
  const { navigate } = useShell();
  const url = useUrlState(URL_SCHEMA);
  // Two panes from 768 px, as the CSS lays them out.
  const wide = useMediaQuery(WIDE_QUERY);
  const { page } = url.values;
  const { data, loading, error, refetch } = useQuery(ConversationsDocument, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  useSubscription(MessageAddedDocument, {
    variables: {},
    onData: ({ client: { cache }, data: pushed }) => {
      const message = pushed.data?.messageAdded;
      if (message) addMessageToCache(cache, message);
      // The order, the unread numbers and a conversation new to the list come from the server.
      void refetch();
    },
  });
  // Read elsewhere (the modal, another tab): the unread numbers follow.
  useCounterChange('unreadConversations', () => void refetch());

  const items = data?.conversations.items ?? [];
  const selected = url.values.selected;
  const shown = selected ?? (wide ? (items[0]?.id ?? null) : null);
  let list = <Loading />;
  if (error && !data) list = <LoadError />;
  else if (data && !items.length)
    list = (
      <Surface>
        <Empty>{t('account.conversations.empty')}</Empty>
        <Typography.Paragraph type="secondary">{t('account.conversations.emptyHint')}</Typography.Paragraph>
      </Surface>
    );
  else if (data)
    list = (
      <>
        <ConversationList items={items} selectedId={shown} onSelect={(id) => navigate(href('conversation', { id }))} />
        <Paging
          page={data.conversations.pageInfo.page}
          pageSize={data.conversations.pageInfo.pageSize}
          totalCount={data.conversations.pageInfo.totalCount}
          onChange={(next) => url.set({ page: next })}
        />
      </>
    );
  else if (!loading) list = <LoadError />;

  return (
    <>
      <AccountStyles />
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <div className="za-conversations" data-selected={selected ? 'true' : 'false'}>
        <div className="za-conversations__list">{list}</div>
        <div className="za-conversations__thread">
          {shown ? (
            <>
              <Button className="za-back" type="link" icon={<LeftOutlined aria-hidden />} onClick={() => url.set({ selected: null, page })}>
                {t('account.conversations.back')}
              </Button>
              <ConversationThread key={shown} conversationId={shown} />
            </>
          ) : (
            items.length > 0 && <Typography.Paragraph type="secondary">{t('account.conversations.choose')}</Typography.Paragraph>
          )}
        </div>
      </div>
    </>
  );
}
