import type { AddressInfo } from 'node:net';
import { pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { conversations, messages, notifications, profileNotificationRegions, profiles, regions, requestAlerts, requests, users } from '../../db/schema';
import { present } from '../../lib/present';
import { digestFixtures } from '../../testing/digest-fixtures';
import { graphql, SIGN_UP } from '../../testing/graphql-client';
import { mailButton } from '../../testing/mail-html';
import { prague } from '../../testing/prague-time';
import { categoryId, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { prepareRequestAlerts, sendEmailDigests } from './email-digests.service';

const DAY = 86_400_000;
const SETTINGS_LINK = 'http://zaber.test/account/settings/email-notifications/';

describe.each(ENGINES)('e-mail digests on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const { db, outbox, person, conversationOf: conversationWith, message, postRequest } = digestFixtures(() => t, 'digest');
  const mailsTo = async (email: string) => (await outbox(email)).map((m) => m.subject);

  it('IMMEDIATELY: the next run mails a message and a notification once, also when two runs start at once', async () => {
    const client = await person('client');
    const pro = await person('pro');
    const now = new Date();
    const conversation = await conversationWith(client, pro);
    await message(conversation.id, pro, 'Dobrý den, <b>termín</b> mám volný.', new Date(now.getTime() - 60_000));
    await db()
      .insert(notifications)
      .values({ profileId: client.profileId, type: 'PROPOSAL_RECEIVED', text: 'Nová nabídka na vaši poptávku.', link: '/poptavky/1/x/proposals/' });

    await Promise.all([sendEmailDigests(t.app.services, now), sendEmailDigests(t.app.services, now)]);
    await sendEmailDigests(t.app.services, new Date(now.getTime() + 60_000));
    expect((await mailsTo(client.email)).sort()).toEqual(['Novinky na Záběru', 'Nová zpráva na Záběru']);
    const [mail] = (await outbox(client.email)).filter((m) => m.subject === 'Nová zpráva na Záběru');
    expect(present(mail).text).toContain('Dobrý den, <b>termín</b> mám volný.');
    expect(present(mail).text).toContain(`http://zaber.test/conversations/?c=${conversation.id}`);
    expect(present(mail).text).toContain(SETTINGS_LINK);
    // The HTML never carries what a user wrote unescaped.
    expect(present(mail).html).toContain('Dobrý den, &lt;b&gt;termín&lt;/b&gt; mám volný.');
    expect(present(mail).html).toContain(`href="${SETTINGS_LINK}"`);
    expect(mailButton(present(mail).html)).toEqual({ href: `http://zaber.test/conversations/?c=${conversation.id}`, label: 'Otevřít zprávy' });
    // One notification of a new proposal: the button shows the proposal.
    const [news] = (await outbox(client.email)).filter((m) => m.subject === 'Novinky na Záběru');
    expect(present(news).text).toContain('Nová nabídka na vaši poptávku.');
    expect(mailButton(present(news).html)).toEqual({ href: 'http://zaber.test/poptavky/1/x/proposals/', label: 'Zobrazit nabídku' });
    // The sender gets nothing about their own message.
    expect(await mailsTo(pro.email)).toEqual([]);
  });

  it('does not mail what was read in the app first', async () => {
    const client = await person('client');
    const pro = await person('pro');
    const now = new Date();
    const conversation = await conversationWith(client, pro);
    const read = await message(conversation.id, pro, 'Už přečtená zpráva.', new Date(now.getTime() - 120_000));
    await db()
      .update(conversations)
      .set({ clientReadAt: new Date(now.getTime() - 60_000) })
      .where(eq(conversations.id, conversation.id));
    await db().insert(notifications).values({ profileId: client.profileId, type: 'TEST', text: 'Přečtené upozornění.', readAt: new Date() });
    await sendEmailDigests(t.app.services, now);
    expect(await mailsTo(client.email)).toEqual([]);
    // Passed over for good: a later run does not reconsider it.
    expect(present((await db().select().from(messages).where(eq(messages.id, read.id)))[0]).emailedAt).toBeInstanceOf(Date);
  });

  it('ONCE_A_DAY: nothing before 8:00 Prague time, one mail at 9:00, nothing more that day, the rest the next morning', async () => {
    const client = await person('client', 'ONCE_A_DAY');
    const pro = await person('pro');
    const day = pragueToday(new Date(Date.now() + DAY));
    const next = pragueToday(new Date(Date.now() + 2 * DAY));
    const conversation = await conversationWith(client, pro);
    await message(conversation.id, pro, 'První zpráva.', prague(day, 6));
    await message(conversation.id, pro, 'Druhá zpráva.', prague(day, 7));

    await sendEmailDigests(t.app.services, prague(day, 7, 30));
    expect(await mailsTo(client.email)).toEqual([]);
    await Promise.all([sendEmailDigests(t.app.services, prague(day, 9)), sendEmailDigests(t.app.services, prague(day, 9))]);
    const first = await outbox(client.email);
    expect(first).toHaveLength(1);
    expect(present(first[0]).text).toContain('První zpráva.');
    expect(present(first[0]).text).toContain('Druhá zpráva.');

    await message(conversation.id, pro, 'Odpolední zpráva.', prague(day, 14));
    await sendEmailDigests(t.app.services, prague(day, 15));
    await sendEmailDigests(t.app.services, prague(day, 23, 50));
    expect(await outbox(client.email)).toHaveLength(1);

    await sendEmailDigests(t.app.services, prague(next, 8, 5));
    const all = await outbox(client.email);
    expect(all).toHaveLength(2);
    const second = present(all.find((m) => m.id !== present(first[0]).id));
    expect(second.text).toContain('Odpolední zpráva.');
    expect(second.text).not.toContain('První zpráva.');
  });

  it('OFF: nothing, ever', async () => {
    const client = await person('client', 'OFF');
    const pro = await person('pro');
    const now = new Date();
    const conversation = await conversationWith(client, pro);
    await message(conversation.id, pro, 'Zpráva, která nepřijde e-mailem.', new Date(now.getTime() - 1_000));
    await db().insert(notifications).values({ profileId: client.profileId, type: 'TEST', text: 'Upozornění bez e-mailu.' });
    await sendEmailDigests(t.app.services, now);
    await sendEmailDigests(t.app.services, prague(pragueToday(new Date(now.getTime() + DAY)), 9));
    expect(await mailsTo(client.email)).toEqual([]);
  });

  it('alerts professionals to a new request by service, region and minimum budget, never its own client, once', async () => {
    const client = await person('client');
    const [brno] = await db().select().from(regions).where(eq(regions.slug, 'brno-mesto'));
    const [blansko] = await db().select().from(regions).where(eq(regions.slug, 'blansko'));
    const anywhere = await person('pro');
    const inBrno = await person('pro');
    const inBlansko = await person('pro');
    const cheap = await person('pro');
    const dear = await person('pro');
    const off = await person('pro', 'OFF');
    const video = await person('pro', 'IMMEDIATELY', 'IMMEDIATELY', ['svatebni-kameraman']);
    await db()
      .insert(profileNotificationRegions)
      .values([
        { profileId: inBrno.profileId, regionId: present(brno).id },
        { profileId: inBlansko.profileId, regionId: present(blansko).id },
      ]);
    await db().update(profiles).set({ priceFrom: 1_500_000 }).where(eq(profiles.id, cheap.profileId));
    await db().update(profiles).set({ priceFrom: 5_000_000 }).where(eq(profiles.id, dear.profileId));
    // Older requests (made before this test) are not this test's.
    await db().update(requests).set({ alertsPreparedAt: new Date() });
    const number = await postRequest(client, places.brno, { date: pragueToday(new Date(Date.now() + 50 * DAY)), budgetMin: 1_000_000, budgetMax: 2_000_000 });
    const [request] = await db().select().from(requests).where(eq(requests.number, number));

    const counts = await Promise.all([prepareRequestAlerts(t.app.services), prepareRequestAlerts(t.app.services)]);
    await prepareRequestAlerts(t.app.services);
    const all = (
      await db()
        .select()
        .from(requestAlerts)
        .where(eq(requestAlerts.requestId, present(request).id))
    ).map((a) => a.profileId);
    // Professionals of the earlier tests offer the service too; these are this test's.
    const mine = new Set([anywhere, inBrno, inBlansko, cheap, dear, off, video, client].map((p) => p.profileId));
    const alerted = all.filter((id) => mine.has(id));
    expect(new Set(alerted)).toEqual(new Set([anywhere.profileId, inBrno.profileId, cheap.profileId]));
    expect(alerted).toHaveLength(3);
    // Prepared once, by one of the two runs.
    expect(counts[0] + counts[1]).toBe(all.length);
    expect(new Set(all).size).toBe(all.length);
    for (const left of [inBlansko, dear, off, video, client]) expect(alerted).not.toContain(left.profileId);

    await sendEmailDigests(t.app.services, new Date());
    const [mail] = await outbox(anywhere.email);
    expect(present(mail).subject).toBe('Nové poptávky na Záběru');
    expect(present(mail).text).toContain(`http://zaber.test/poptavky/${number}/`);
    expect(present(mail).text).toMatch(/10\s000\sKč – 20\s000\sKč/);
    expect(present(mail).text).toContain(SETTINGS_LINK);
    await sendEmailDigests(t.app.services, new Date(Date.now() + 60_000));
    expect(await outbox(anywhere.email)).toHaveLength(1);
    expect(await categoryId(db(), 'svatebni-fotograf')).toBe(present(request).categoryId);
  });

  it('does not offer a request that closed between its alert and the digest', async () => {
    const client = await person('client');
    await db().update(requests).set({ alertsPreparedAt: new Date() });
    const pro = await person('pro');
    const number = await postRequest(client, places.brno, { date: pragueToday(new Date(Date.now() + 30 * DAY)) });
    await prepareRequestAlerts(t.app.services);
    const [request] = await db().select().from(requests).where(eq(requests.number, number));
    expect(
      (
        await db()
          .select()
          .from(requestAlerts)
          .where(eq(requestAlerts.requestId, present(request).id))
      ).map((a) => a.profileId),
    ).toContain(pro.profileId);
    await db()
      .update(requests)
      .set({ status: 'CLOSED', closedAt: new Date() })
      .where(eq(requests.id, present(request).id));
    await sendEmailDigests(t.app.services, new Date());
    expect(await mailsTo(pro.email)).toEqual([]);
    const [alert] = await db().select().from(requestAlerts).where(eq(requestAlerts.profileId, pro.profileId));
    expect(present(alert).emailedAt).toBeInstanceOf(Date);
  });

  it('reads and saves the notification settings whole, refusing an unknown okres or a missing frequency', async () => {
    const pro = await person('pro');
    const [brno] = await db().select().from(regions).where(eq(regions.slug, 'brno-mesto'));
    const SAVE = `mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
      updateNotificationSettings(input: $input) { sendEmailMessagesDigest sendEmailNotificationsDigest priceFrom notificationRegions } }`;
    const LOAD = 'query NotificationSettings { notificationSettings { sendEmailMessagesDigest sendEmailNotificationsDigest priceFrom notificationRegions } }';
    const auth = { token: pro.token };
    const input = {
      sendEmailMessagesDigest: 'ONCE_A_DAY',
      sendEmailNotificationsDigest: 'IMMEDIATELY',
      priceFrom: 1_500_000,
      notificationRegions: [String(present(brno).id)],
    };
    expect((await graphql(t.app, SAVE, { input }, auth)).data).toEqual({ updateNotificationSettings: input });
    expect((await graphql(t.app, LOAD, {}, auth)).data).toEqual({ notificationSettings: input });

    const unknown = await graphql(t.app, SAVE, { input: { ...input, sendEmailMessagesDigest: 'OFF', notificationRegions: ['999999'] } }, auth);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { notificationRegions: 'Neznámý okres.' } });
    const crowns = await graphql(t.app, SAVE, { input: { ...input, priceFrom: 150_050 } }, auth);
    expect(crowns.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { priceFrom: 'Zadejte částku v celých korunách.' } });
    // Nothing of the refused saves was written.
    expect((await graphql(t.app, LOAD, {}, auth)).data).toEqual({ notificationSettings: input });
    expect((await graphql(t.app, LOAD)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('e-mail digests through a real SMTP server on loopback', () => {
  it('delivers a Czech digest with a text and an HTML part and the settings link', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const t = await startTestApp('pglite', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const email = 'smtp-klient@example.cz';
      expect((await graphql(t.app, SIGN_UP, { input: { name: 'Jana Poštovní', email, profileType: 0, termsAgreement: true } })).errors).toBeUndefined();
      expect(received).toHaveLength(1); // the sign-up mail went through SMTP too
      received.length = 0;
      const [client] = await t.database.db
        .select({ profileId: profiles.id })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(users.email, email));
      await t.database.db.insert(notifications).values({
        profileId: present(client).profileId,
        type: 'TEST',
        text: 'Vaše poptávka „Svatba – Brno“ má novou nabídku.',
        link: '/poptavky/5/svatba-brno/proposals/',
      });
      expect(await sendEmailDigests(t.app.services)).toBe(1);
      expect(received).toHaveLength(1);
      const mail = await simpleParser(present(received[0]));
      expect(mail.subject).toBe('Novinky na Záběru');
      expect((mail.to as { text: string }).text).toBe('smtp-klient@example.cz');
      expect(mail.text).toContain('Vaše poptávka „Svatba – Brno“ má novou nabídku.');
      expect(mail.text).toContain('http://zaber.test/poptavky/5/svatba-brno/proposals/');
      expect(mail.text).toContain(SETTINGS_LINK);
      expect(mail.html).toContain(`href="${SETTINGS_LINK}"`);
      expect(mail.html).toContain('Vaše poptávka „Svatba – Brno“ má novou nabídku.');
      expect(mailButton(mail.html || null)).toEqual({ href: 'http://zaber.test/poptavky/5/svatba-brno/proposals/', label: 'Zobrazit' });
      // Mailed once: the next run sends nothing.
      expect(await sendEmailDigests(t.app.services)).toBe(0);
      expect(received).toHaveLength(1);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
