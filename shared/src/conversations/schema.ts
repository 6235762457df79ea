import { CONVERSATION_STATUSES, MESSAGE_TEXT_MAX_LENGTH, NOTIFICATION_FREQUENCIES } from '@zaber/shared/conversations/constants';
import { maxLength, REQUIRED } from '@zaber/shared/platform/validation/messages';
import { REQUEST_BUDGET_MAX } from '@zaber/shared/requests/constants';
import { money, requiredText } from '@zaber/shared/requests/schema';
import { z } from 'zod';

/** Inputs of conversations and notification settings, used by the forms and by the API. */

const requiredString = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED });

export const sendMessageSchema = z.object({
  conversationId: requiredString,
  text: requiredText(1, MESSAGE_TEXT_MAX_LENGTH),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** How long the reason of a cancellation may be. */
export const CANCEL_REASON_MAX_LENGTH = 500;

export const setConversationStatusSchema = z.object({
  conversationId: requiredString,
  status: z.enum(CONVERSATION_STATUSES, { error: REQUIRED }),
  // Optional for the API (older callers cancel without one); the cancel form requires it.
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH, { error: maxLength(CANCEL_REASON_MAX_LENGTH) })
    .nullish()
    .transform((v) => v || null),
});
export type SetConversationStatusInput = z.input<typeof setConversationStatusSchema>;

/** The cancel form of an engagement: the reason is required, so the other side learns why. */
export const cancelEngagementSchema = z.object({
  reason: requiredText(1, CANCEL_REASON_MAX_LENGTH),
});
export type CancelEngagementInput = z.input<typeof cancelEngagementSchema>;

/** Spec §3 notification settings: two frequencies, the minimum budget and the regions (okresy). */
export const notificationSettingsSchema = z.object({
  sendEmailMessagesDigest: z.enum(NOTIFICATION_FREQUENCIES, { error: REQUIRED }),
  sendEmailNotificationsDigest: z.enum(NOTIFICATION_FREQUENCIES, { error: REQUIRED }),
  priceFrom: money(0, REQUEST_BUDGET_MAX)
    .nullish()
    .transform((v) => v ?? null),
  notificationRegions: z
    .array(
      z
        .union([z.string(), z.number()])
        .transform(String)
        .pipe(z.string().regex(/^\d{1,9}$/, { error: REQUIRED })),
    )
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
