import { formatDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import type { packageOrderServices, packageOrders, profiles } from '../../db/schema';
import type { ConversationParty } from '../../generated/graphql';

export type OrderRow = typeof packageOrders.$inferSelect;
export type OrderServiceRow = typeof packageOrderServices.$inferSelect;

/** An order on its way to the GraphQL PackageOrder, seen by one of its two parties (nobody else gets one). */
export interface OrderParent {
  row: OrderRow;
  viewerProfileId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Orders and targeted requests have UUID ids; anything else cannot name one (and must not reach PostgreSQL's uuid parser). */
export function isEngagementId(id: string | null | undefined): id is string {
  return Boolean(id && UUID.test(id));
}

/**
 * The other party of an order or a targeted request: the professional with a link to the public
 * profile, the client by name only. Never an e-mail or a phone (the type has no such field).
 */
export function toParty(profile: Pick<typeof profiles.$inferSelect, 'id' | 'title' | 'avatar' | 'username'>, isExecutor: boolean): ConversationParty {
  return { id: profile.id, title: profile.title, avatar: profile.avatar, url: isExecutor ? `/users/${profile.username}/` : null };
}

/** 'Termín: 14. května 2026', or 'Termín dohodou' for a date to be agreed (the product's one wording). */
export function dateLine(date: string | null): string {
  return date ? `Termín: ${formatDate(date)}` : 'Termín dohodou';
}

/**
 * The first message of an order's conversation: what the client ordered, in Czech, so both sides
 * start from the same facts (the option, services and total as they were when ordered).
 */
export function orderSummary(input: {
  packageTitle: string;
  priceOptionTitle: string;
  price: number;
  services: readonly Pick<OrderServiceRow, 'title' | 'price'>[];
  total: number;
  preferredDate: string | null;
  info: string | null;
}): string {
  const lines = [
    `Objednávka balíčku „${input.packageTitle}“`,
    `Varianta: ${input.priceOptionTitle} (${formatMoney(input.price)})`,
    `Doplňkové služby: ${input.services.length ? input.services.map((s) => `${s.title} (${formatMoney(s.price)})`).join(', ') : 'žádné'}`,
    `Celkem: ${formatMoney(input.total)}`,
    dateLine(input.preferredDate),
  ];
  if (input.info) lines.push(`Poznámka: ${input.info}`);
  return lines.join('\n');
}
