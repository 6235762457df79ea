import type { privateRequests } from '../../db/schema';
import { dateLine } from '../orders/orders.mappers';

export type PrivateRequestRow = typeof privateRequests.$inferSelect;

/** A targeted request on its way to the GraphQL PrivateRequest, seen by one of its two parties (nobody else gets one). */
export interface PrivateRequestParent {
  row: PrivateRequestRow;
  viewerProfileId: string;
}

/** '<subcategory or service> – <obec>': the conversation's subject and the notifications' name of it. */
export function privateRequestTitle(serviceName: string, placeName: string): string {
  return `${serviceName} – ${placeName}`;
}

/** The first message of a targeted request's conversation: what the client asked for, in Czech. */
export function privateRequestSummary(input: { title: string; date: string | null; description: string }): string {
  return [`Cílená poptávka: ${input.title}`, dateLine(input.date), '', input.description].join('\n');
}
