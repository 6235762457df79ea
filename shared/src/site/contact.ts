import { emailSchema } from '@zaber/shared/accounts/auth';
import { maxLength, minLength, REQUIRED } from '@zaber/shared/platform/validation/messages';
import { z } from 'zod';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The contact form of /kontaktujte-nas/ (spec §2): name, e-mail, message. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(100, { error: maxLength(100) }),
  email: emailSchema,
  message: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: minLength(CONTACT_MESSAGE_MIN_LENGTH) })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: maxLength(CONTACT_MESSAGE_MAX_LENGTH) }),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
