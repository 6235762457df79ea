import type { ContactMessageInput } from '@zaber/shared/site/contact';
import { contactMessages } from '../../db/schema';
import type { Services } from '../../lib/ports';
import { contactMessageMail } from './contact-mail';

/** Stores a contact-form message and e-mails it to the support address, in one transaction. */
export async function sendContactMessage(services: Services, message: ContactMessageInput): Promise<void> {
  await services.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    await services.mailer.send(tx, await contactMessageMail(services.config.contactEmail, message));
  });
}
