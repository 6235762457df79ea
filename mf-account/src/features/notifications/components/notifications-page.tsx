import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@zaber/shared/platform/dates';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { Paging } from '@zaber/shared/ui/paging';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import { AccountStyles } from '../../../lib/ui/styles';
import { MarkNotificationsReadDocument, NotificationsDocument } from '../api/operations.generated';
import { NotificationIcon, notificationTopicLabel } from './notification-topic';

const URL_SCHEMA = { page: pageParam('strana') };
const PAGE_SIZE = 20;

/** /notifications/: newest first, paged; each links to what it is about; one or all marked read. */
export function NotificationsPage({ match }: PageProps) {
  const t = useT();
  const { navigate, notify } = useShell();
  const url = useUrlState(URL_SCHEMA);
  const variables = { page: url.values.page, pageSize: PAGE_SIZE };
  const { data, loading, error, refetch } = useQuery(NotificationsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [markRead, { loading: marking }] = useMutation(MarkNotificationsReadDocument);
  // A new one came (or was read in another tab): the list follows.
  useCounterChange('unreadNotifications', () => void refetch());

  const page = data?.notifications;
  // `ids: null` marks all of them read.
  const mark = async (ids: string[] | null) => {
    try {
      await markRead({ variables: { ids } });
      return true;
    } catch (failure) {
      notify('error', errorMessage(failure, t('common.genericError')));
      return false;
    }
  };
  // Opening one reads it; following its link goes on even when that failed.
  const open = async (id: string, link: string | null, read: boolean) => {
    const marked = read || (await mark([id]));
    if (link) navigate(link);
    else if (marked) await refetch();
  };

  let body = <Loading />;
  if (error && !data) body = <LoadError />;
  else if (page && !page.items.length)
    body = (
      <Surface>
        <Empty>{t('account.notifications.empty')}</Empty>
      </Surface>
    );
  else if (page)
    body = (
      <>
        <ul className="za-notifications">
          {page.items.map((item) => (
            <li key={item.id} className={item.read ? 'za-notification' : 'za-notification za-notification--unread'} data-testid="notification">
              <NotificationIcon type={item.type} />
              <Flex vertical gap={2} className="z-min-w-0 z-flex-1">
                <span className="za-notification__text">
                  {!item.read && <span className="za-dot" role="img" aria-label={t('account.notifications.unread')} />}
                  {item.text}
                </span>
                <Typography.Text type="secondary" className="z-font-sm">
                  {notificationTopicLabel(item.type)} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </Typography.Text>
              </Flex>
              {(item.link || !item.read) && (
                <Button
                  size="small"
                  href={item.link ?? undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    void open(item.id, item.link, item.read);
                  }}
                >
                  {item.link ? t('account.notifications.open') : t('account.notifications.markRead')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Paging
          page={page.pageInfo.page}
          pageSize={page.pageInfo.pageSize}
          totalCount={page.pageInfo.totalCount}
          onChange={(next) => url.set({ page: next })}
        />
      </>
    );
  else if (!loading) body = <LoadError />;

  return (
    <>
      <AccountStyles />
      <PageHeader
        route={match.route.id}
        params={match.params}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={
          <Button
            disabled={!page || page.unreadCount === 0}
            loading={marking}
            onClick={async () => {
              if (await mark(null)) await refetch();
            }}
          >
            {t('account.notifications.markAll')}
          </Button>
        }
      />
      {body}
    </>
  );
}
