import { contactMessageSchema } from '@zaber/shared/schemas/contact';
import { parseInput } from '../../graphql/errors';
import { contactMessages } from '../../db/schema';
import type { Services } from '../../services';

/** Stores a contact-form message and e-mails it to the support address, in one transaction. */
export async function sendContactMessage(services: Services, input: unknown): Promise<void> {
  const message = parseInput(contactMessageSchema, input);
  await services.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    await services.mailer.send(tx, {
      to: services.config.contactEmail,
      subject: `Zpráva z kontaktního formuláře: ${message.name}`,
      text: `Od: ${message.name} <${message.email}>\n\n${message.message}\n`,
    });
  });
}
