import BellOutlined from '@ant-design/icons/BellOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { NOTIFICATION_TOPIC_LABELS, type NotificationTopic, notificationTopic } from '@zaber/shared/notifications/types';
import type { ComponentType } from 'react';

const ICONS: Record<NotificationTopic, ComponentType> = {
  request: FileTextOutlined,
  order: ShoppingOutlined,
  privateRequest: SendOutlined,
  engagement: ScheduleOutlined,
  review: StarOutlined,
  credit: WalletOutlined,
  profile: UserOutlined,
  system: BellOutlined,
};

/** The icon of what a notification is about; its name is read out (and shown beside the date). */
export function NotificationIcon({ type }: { type: string }) {
  const topic = notificationTopic(type);
  const Icon = ICONS[topic];
  return (
    <span className={`za-notification__icon za-notification__icon--${topic}`} aria-hidden="true">
      <Icon />
    </span>
  );
}

export function notificationTopicLabel(type: string): string {
  return NOTIFICATION_TOPIC_LABELS[notificationTopic(type)];
}
