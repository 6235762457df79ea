import { notificationSettingsSchema } from '@zaber/shared/conversations/schema';
import { pragueToday } from '@zaber/shared/requests/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { conversations, messages, notifications, profileNotificationRegions, profiles, regions, requestAlerts, requests } from '../../db/schema';
import { present } from '../../lib/present';
import { digestFixtures } from '../../testing/digest-fixtures';
import { graphql } from '../../testing/graphql-client';
import { prague } from '../../testing/prague-time';
import { categoryId, createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { prepareRequestAlerts, sendEmailDigests } from './email-digests.service';

/*
 * The digest rules the e-mail digests suite (email-digests.integration.test.ts) leaves open: read
 * state per side, grouping and STATUS lines, the daily rule for notifications and alerts, the two
 * settings being independent, the budget/focus/status rules of new-request alerts, and settings
 * that are refused whole.
 */

type Login = { token: string; profileId: string };
const DAY = 86_400_000;
const MINUTE = 60_000;
const SETTINGS_LINK = 'http://zaber.test/account/settings/email-notifications/';

describe.each(ENGINES)('digest rules on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const { db, outbox, person, conversationOf, message } = digestFixtures(() => t, 'rules');
  async function emailedAt(id: string) {
    const [row] = await db().select({ emailedAt: messages.emailedAt }).from(messages).where(eq(messages.id, id));
    return present(row).emailedAt;
  }

  it('mails what came after each side last read, grouped by conversation, without STATUS lines', async () => {
    const client = await person('client');
    const first = await person('pro');
    const second = await person('pro');
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
    const one = await conversationOf(client, first, 'Svatba – Brno');
    const two = await conversationOf(client, second, 'Portrét – Praha');
    const seen = await message(one.id, first, 'Zpráva, kterou klient už četl.', ago(10));
    const unseen = await message(one.id, first, 'Zpráva po přečtení.', ago(6));
    const status = await message(one.id, first, 'Stav zakázky: Termín domluven', ago(5), 'STATUS');
    await message(two.id, second, 'Zpráva z druhé konverzace.', ago(4));
    // The professional read the client's message in the app before any digest ran.
    const toPro = await message(one.id, client, 'Odpověď klienta, profík ji četl.', ago(3));
    await db()
      .update(conversations)
      .set({ clientReadAt: ago(8), executorReadAt: ago(2) })
      .where(eq(conversations.id, one.id));

    await sendEmailDigests(t.app.services, now);
    const mails = await outbox(client.email);
    expect(mails.map((m) => m.subject)).toEqual(['Nové zprávy na Záběru']);
    const mail = present(mails[0]);
    expect(mail.text).toContain('Zpráva po přečtení.');
    expect(mail.text).toContain('Zpráva z druhé konverzace.');
    expect(mail.text).not.toContain('Zpráva, kterou klient už četl.');
    expect(mail.text).not.toContain('Stav zakázky');
    // One reply link per conversation.
    expect(mail.text.split(`http://zaber.test/conversations/?c=${one.id}`)).toHaveLength(2);
    expect(mail.text.split(`http://zaber.test/conversations/?c=${two.id}`)).toHaveLength(2);
    expect(mail.html).toContain(`href="http://zaber.test/conversations/?c=${two.id}"`);
    expect(mail.html).toContain(`href="${SETTINGS_LINK}"`);
    expect(await outbox(first.email)).toEqual([]);

    // Read ones are passed over for good; STATUS lines are never the messages digest's.
    expect(await emailedAt(seen.id)).toBeInstanceOf(Date);
    expect(await emailedAt(toPro.id)).toBeInstanceOf(Date);
    expect(await emailedAt(unseen.id)).toBeInstanceOf(Date);
    expect(await emailedAt(status.id)).toBeNull();
    await sendEmailDigests(t.app.services, new Date(now.getTime() + MINUTE));
    expect(await outbox(client.email)).toHaveLength(1);
    expect(await outbox(first.email)).toEqual([]);
  });

  it('keeps the two settings apart: messages OFF still mails notifications, and the other way round', async () => {
    const quietMessages = await person('client', 'OFF', 'IMMEDIATELY');
    const quietNotices = await person('client', 'IMMEDIATELY', 'OFF');
    const pro = await person('pro');
    const now = new Date();
    for (const client of [quietMessages, quietNotices]) {
      const conversation = await conversationOf(client, pro, 'Rodinné focení – Brno');
      await message(conversation.id, pro, 'Dobrý den, posílám návrh termínu.', new Date(now.getTime() - MINUTE));
      await db()
        .insert(notifications)
        .values({ profileId: client.profileId, type: 'TEST', text: 'Máte novou nabídku.', link: '/poptavky/7/foceni/proposals/' });
    }
    await sendEmailDigests(t.app.services, now);
    await sendEmailDigests(t.app.services, prague(pragueToday(new Date(now.getTime() + DAY)), 9));
    expect((await outbox(quietMessages.email)).map((m) => m.subject)).toEqual(['Novinky na Záběru']);
    expect((await outbox(quietNotices.email)).map((m) => m.subject)).toEqual(['Nová zpráva na Záběru']);
    const [notice] = await outbox(quietMessages.email);
    // Links of notifications are made absolute.
    expect(present(notice).text).toContain('http://zaber.test/poptavky/7/foceni/proposals/');
  });

  it('ONCE_A_DAY notifications and alerts: none before 8:00 Prague, one mail from 8:00, the rest the next morning', async () => {
    const client = await person('client', 'OFF');
    const pro = await person('pro', 'OFF', 'ONCE_A_DAY');
    const day = pragueToday(new Date(Date.now() + 3 * DAY));
    const next = pragueToday(new Date(Date.now() + 4 * DAY));
    const [request] = await db()
      .insert(requests)
      .values({
        clientProfileId: client.profileId,
        categoryId: await categoryId(db(), 'svatebni-fotograf'),
        municipalityId: places.brno,
        description: 'Svatba na zámku, asi šedesát hostů, focení celý den.',
        date: pragueToday(new Date(Date.now() + 60 * DAY)),
        budgetMin: 1_200_000,
        budgetMax: 2_500_000,
        alertsPreparedAt: prague(day, 5),
      })
      .returning();
    await db()
      .insert(requestAlerts)
      .values({ requestId: present(request).id, profileId: pro.profileId, createdAt: prague(day, 5) });
    await db()
      .insert(notifications)
      .values({ profileId: pro.profileId, type: 'TEST', text: 'Klient si prohlédl vaši nabídku.', link: '/nabidky/', createdAt: prague(day, 6) });

    await sendEmailDigests(t.app.services, prague(day, 7, 59));
    expect(await outbox(pro.email)).toEqual([]);
    await Promise.all([sendEmailDigests(t.app.services, prague(day, 8)), sendEmailDigests(t.app.services, prague(day, 8))]);
    const [morning, ...twice] = await outbox(pro.email);
    expect(twice).toEqual([]);
    expect(present(morning).subject).toBe('Novinky na Záběru');
    expect(present(morning).text).toContain('Klient si prohlédl vaši nabídku.');
    expect(present(morning).text).toContain('http://zaber.test/nabidky/');
    expect(present(morning).text).toContain(`http://zaber.test/poptavky/${present(request).number}/`);
    expect(present(morning).text).toContain('Brno');
    expect(present(morning).text).toMatch(/12\s000\sKč – 25\s000\sKč/);
    expect(present(morning).text).toContain(SETTINGS_LINK);

    await db()
      .insert(notifications)
      .values({ profileId: pro.profileId, type: 'TEST', text: 'Odpolední upozornění.', link: '/nabidky/', createdAt: prague(day, 13) });
    await sendEmailDigests(t.app.services, prague(day, 13, 1));
    await sendEmailDigests(t.app.services, prague(day, 23, 59));
    // Not before 8:00 the next day either.
    await sendEmailDigests(t.app.services, prague(next, 7));
    expect(await outbox(pro.email)).toHaveLength(1);
    await sendEmailDigests(t.app.services, prague(next, 8, 1));
    const mails = await outbox(pro.email);
    expect(mails).toHaveLength(2);
    expect(present(mails[1]).text).toContain('Odpolední upozornění.');
    expect(present(mails[1]).text).not.toContain('Klient si prohlédl vaši nabídku.');
    expect(present(mails[1]).text).not.toContain(`/poptavky/${present(request).number}/`);
    const [alert] = await db()
      .select()
      .from(requestAlerts)
      .where(eq(requestAlerts.requestId, present(request).id));
    expect(present(alert).emailedAt).toEqual(prague(day, 8));
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, pro.profileId));
    expect(present(profile).lastNotificationsDigestAt).toEqual(prague(next, 8, 1));
  });

  it('alerts by the budget (upper end, else lower end, else only those without a minimum), by focus, and only for ACTIVE requests', async () => {
    const client = await person('client');
    const anyBudget = await person('pro');
    const from15k = await person('pro');
    const from25k = await person('pro');
    const onlyCeremony = await person('pro', 'IMMEDIATELY', 'IMMEDIATELY', ['obrad']);
    const onlyWholeDay = await person('pro', 'IMMEDIATELY', 'IMMEDIATELY', ['cely-den']);
    const hidden = await createTestExecutor(t.app, db(), `rules-hidden@example.cz`, 'Neschválený Profík', {
      services: ['svatebni-fotograf'],
      isPublic: false,
    });
    const [blansko] = await db().select().from(regions).where(eq(regions.slug, 'blansko'));
    await db()
      .insert(profileNotificationRegions)
      .values({ profileId: from25k.profileId, regionId: present(blansko).id });
    await db().update(profiles).set({ priceFrom: 1_500_000 }).where(eq(profiles.id, from15k.profileId));
    await db().update(profiles).set({ priceFrom: 2_500_000 }).where(eq(profiles.id, from25k.profileId));
    await db().update(requests).set({ alertsPreparedAt: new Date() });

    const wedding = await categoryId(db(), 'svatebni-fotograf');
    const ceremony = await categoryId(db(), 'obrad');
    const base = {
      clientProfileId: client.profileId,
      categoryId: wedding,
      municipalityId: places.adamov,
      description: 'Svatba v Adamově, obřad v kostele a hostina v sále.',
    };
    const rows = await db()
      .insert(requests)
      .values([
        { ...base, budgetMin: 2_000_000, budgetMax: null },
        { ...base, budgetMin: null, budgetMax: null },
        { ...base, subcategoryId: ceremony, budgetMin: 2_600_000, budgetMax: 3_000_000 },
        { ...base, budgetMin: 1_000_000, budgetMax: 1_400_000 },
        { ...base, budgetMin: null, budgetMax: null, status: 'OUTDATED' as const },
      ])
      .returning();
    const [fromMin, open, withFocus, belowMinimums, outdated] = rows;

    const counts = await Promise.all([prepareRequestAlerts(t.app.services), prepareRequestAlerts(t.app.services)]);
    expect(await prepareRequestAlerts(t.app.services)).toBe(0);
    const alerts = await db()
      .select()
      .from(requestAlerts)
      .where(
        inArray(
          requestAlerts.requestId,
          rows.map((r) => r.id),
        ),
      );
    expect(counts[0] + counts[1]).toBe(alerts.length);
    const alerted = (request: { id: string }) => new Set(alerts.filter((a) => a.requestId === request.id).map((a) => a.profileId));
    const names = new Map(
      [
        [anyBudget, 'anyBudget'],
        [from15k, 'from15k'],
        [from25k, 'from25k'],
        [onlyCeremony, 'onlyCeremony'],
        [onlyWholeDay, 'onlyWholeDay'],
        [hidden, 'hidden'],
        [client, 'client'],
      ].map(([login, name]) => [(login as Login).profileId, name as string]),
    );
    // Professionals of the earlier tests offer the service too; these are this test's.
    const who = (request: { id: string }) =>
      [...alerted(request)]
        .map((id) => names.get(id))
        .filter((name) => name !== undefined)
        .sort();

    // No upper end: the lower end is the budget (20 000 Kč reaches 15 000 Kč, not 25 000 Kč).
    expect(who(present(fromMin))).toEqual(['anyBudget', 'from15k']);
    // No budget at all: only professionals without a minimum.
    expect(who(present(open))).toEqual(['anyBudget']);
    // A focus reaches those offering the service or that focus; 30 000 Kč reaches every minimum; Blansko's okres is Adamov's.
    expect(who(present(withFocus))).toEqual(['anyBudget', 'from15k', 'from25k', 'onlyCeremony']);
    expect(who(present(belowMinimums))).toEqual(['anyBudget']);
    expect(alerted(present(outdated)).size).toBe(0);

    // Each professional gets one mail listing all of their new requests, once.
    await sendEmailDigests(t.app.services, new Date());
    await sendEmailDigests(t.app.services, new Date(Date.now() + MINUTE));
    const [mail, ...more] = await outbox(anyBudget.email);
    expect(more).toEqual([]);
    expect(present(mail).subject).toBe('Nové poptávky na Záběru');
    for (const request of [fromMin, open, withFocus, belowMinimums])
      expect(present(mail).text).toContain(`http://zaber.test/poptavky/${present(request).number}/`);
    expect(present(mail).text).toContain('Obřad');
    expect(present(mail).text).toContain('Adamov');
    expect(await outbox(onlyWholeDay.email)).toEqual([]);
    expect(await outbox(client.email)).toEqual([]);
    const unmailed = await db()
      .select()
      .from(requestAlerts)
      .where(
        and(
          eq(requestAlerts.profileId, anyBudget.profileId),
          inArray(
            requestAlerts.requestId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(unmailed.every((a) => a.emailedAt instanceof Date)).toBe(true);
  });

  it('refuses notification settings whole: a missing frequency or one unknown okres among known ones saves nothing', async () => {
    const pro = await person('pro');
    const [brno] = await db().select().from(regions).where(eq(regions.slug, 'brno-mesto'));
    const [blansko] = await db().select().from(regions).where(eq(regions.slug, 'blansko'));
    const SAVE = `mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
      updateNotificationSettings(input: $input) { sendEmailMessagesDigest sendEmailNotificationsDigest priceFrom notificationRegions } }`;
    const LOAD = 'query NotificationSettings { notificationSettings { sendEmailMessagesDigest sendEmailNotificationsDigest priceFrom notificationRegions } }';
    const auth = { token: pro.token };
    const load = async () => (await graphql<{ notificationSettings: unknown }>(t.app, LOAD, {}, auth)).data?.notificationSettings;
    const regionRows = async () =>
      (await db().select().from(profileNotificationRegions).where(eq(profileNotificationRegions.profileId, pro.profileId))).map((r) => r.regionId).sort();

    // A new profile: every e-mail at once, any budget, the whole country.
    expect(await load()).toEqual({
      sendEmailMessagesDigest: 'IMMEDIATELY',
      sendEmailNotificationsDigest: 'IMMEDIATELY',
      priceFrom: null,
      notificationRegions: [],
    });

    const saved = {
      sendEmailMessagesDigest: 'OFF',
      sendEmailNotificationsDigest: 'ONCE_A_DAY',
      priceFrom: 800_000,
      notificationRegions: [String(present(brno).id)],
    };
    // The same okres twice is kept once.
    const first = await graphql(t.app, SAVE, { input: { ...saved, notificationRegions: [String(present(brno).id), String(present(brno).id)] } }, auth);
    expect(first.data).toEqual({ updateNotificationSettings: saved });

    const unknown = await graphql(t.app, SAVE, { input: { ...saved, priceFrom: null, notificationRegions: [String(present(blansko).id), '999999'] } }, auth);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { notificationRegions: 'Neznámý okres.' } });
    const missing = await graphql(t.app, SAVE, { input: { sendEmailNotificationsDigest: 'IMMEDIATELY', priceFrom: null, notificationRegions: [] } }, auth);
    expect(missing.errors?.length).toBeGreaterThan(0);
    expect(missing.data ?? null).toBeNull();
    expect(await load()).toEqual(saved);
    expect(await regionRows()).toEqual([present(brno).id]);
    // The form shows the same refusal under the field, from the shared schema the API parses with.
    const parsed = notificationSettingsSchema.safeParse({ sendEmailNotificationsDigest: 'IMMEDIATELY', notificationRegions: [] });
    expect(parsed.success ? null : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['sendEmailMessagesDigest', 'Povinné pole']]);

    // Back to any budget and the whole country: the region rows are replaced by none.
    const cleared = { sendEmailMessagesDigest: 'IMMEDIATELY', sendEmailNotificationsDigest: 'IMMEDIATELY', priceFrom: null, notificationRegions: [] };
    const { notificationRegions: _omitted, ...withoutRegions } = cleared;
    expect((await graphql(t.app, SAVE, { input: withoutRegions }, auth)).data).toEqual({ updateNotificationSettings: cleared });
    expect(await regionRows()).toEqual([]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, pro.profileId));
    expect(profile).toMatchObject({ sendEmailMessagesDigest: 'IMMEDIATELY', sendEmailNotificationsDigest: 'IMMEDIATELY', priceFrom: null });
  });
});
