import type { NotificationFrequency } from '@zaber/shared/conversations/constants';
import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { conversations, messages, outboxMails, profiles } from '../db/schema';
import { present } from '../lib/present';
import { graphql, signUpAndLogin } from './graphql-client';
import { createTestExecutor } from './requests-fixtures';
import type { TestApp } from './test-app';

type Login = { token: string; profileId: string };
const DAY = 86_400_000;

/**
 * People, conversations, messages and requests for the e-mail digest suites, written straight
 * into the database of `app()` (the conversations service is not what those suites test).
 */
export function digestFixtures(app: () => TestApp, prefix: string) {
  let seq = 0;
  const db = () => app().database.db;
  return {
    db,
    /** The mails to an address, oldest first. */
    outbox: (email: string) => db().select().from(outboxMails).where(eq(outboxMails.to, email)).orderBy(outboxMails.id),
    /** A client or a wedding photographer with these e-mail frequencies, their sign-up mail removed. */
    async person(
      kind: 'client' | 'pro',
      messagesDigest: NotificationFrequency = 'IMMEDIATELY',
      notificationsDigest = messagesDigest,
      services = ['svatebni-fotograf'],
    ) {
      seq += 1;
      const email = `${prefix}-${kind}-${seq}@example.cz`;
      const login: Login =
        kind === 'client'
          ? await signUpAndLogin(app().app, email, 0, `Klient Číslo${seq}`)
          : await createTestExecutor(app().app, db(), email, `Profík Číslo${seq}`, { services });
      await db()
        .update(profiles)
        .set({ sendEmailMessagesDigest: messagesDigest, sendEmailNotificationsDigest: notificationsDigest })
        .where(eq(profiles.id, login.profileId));
      await db().delete(outboxMails).where(eq(outboxMails.to, email));
      return { ...login, email };
    },
    async conversationOf(client: Login, pro: Login, subject = 'Svatební fotografie – Brno') {
      const [row] = await db()
        .insert(conversations)
        .values({ kind: 'PROPOSAL', clientProfileId: client.profileId, executorProfileId: pro.profileId, subject })
        .returning();
      return present(row);
    },
    async message(conversationId: string, from: Login, text: string, at: Date, kind: 'TEXT' | 'STATUS' = 'TEXT') {
      const [row] = await db()
        .insert(messages)
        .values({ conversationId, senderProfileId: from.profileId, text, kind, createdAt: at, ...(kind === 'STATUS' ? { status: 'SCHEDULED' as const } : {}) })
        .returning();
      return present(row);
    },
    /** A wedding request of `client` in `municipalityId` through the API; answers its public number. */
    async postRequest(client: Login, municipalityId: number, input: Record<string, unknown> = {}): Promise<number> {
      const created = await graphql<{ createRequest: { id: string } }>(
        app().app,
        'mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }',
        {
          input: {
            categorySlug: 'svatebni-fotograf',
            municipalityId: String(municipalityId),
            date: pragueToday(new Date(Date.now() + 30 * DAY)),
            description: 'Svatba v Brně, obřad i hostina, asi osmdesát hostů.',
            ...input,
          },
        },
        { token: client.token },
      );
      if (!created.data) throw new Error(JSON.stringify(created.errors));
      return Number(created.data.createRequest.id);
    },
  };
}
