import { notificationSettingsSchema } from '@zaber/shared/conversations/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { markNotificationsRead, notificationSettingsOf, notificationsOf, updateNotificationSettings } from './notifications.service';

export const notificationsResolvers = {
  Query: {
    notifications: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const { rows, totalCount, unreadCount } = await notificationsOf(ctx.services, viewer.profileId, p);
      return { items: rows, pageInfo: pageInfo(p, totalCount), unreadCount };
    }),
    notificationSettings: operation({ auth: 'user' }).resolve(({ ctx, viewer }) => notificationSettingsOf(ctx.services, viewer.profileId)),
  },
  Mutation: {
    updateNotificationSettings: operation({ auth: 'user', input: notificationSettingsSchema }).resolve(({ ctx, viewer, input }) =>
      updateNotificationSettings(ctx.services, viewer.profileId, input),
    ),
    markNotificationsRead: operation({ auth: 'user' }).resolve(({ ctx, viewer, args }) =>
      markNotificationsRead(ctx.services, viewer.profileId, args.ids ?? null),
    ),
  },
  Notification: {
    read: (row) => row.readAt !== null,
  },
} satisfies Resolvers;
