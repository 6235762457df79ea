import { and, eq } from 'drizzle-orm';
import { notifications, profileApprovalRequests, profiles } from '../../db/schema';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, outbox, signUpAndLogin } from '../../testing/graphql-client';
import { mailButton } from '../../testing/mail-html';
import { addTestWorks, createTestModerator, giveAvatar, giveCategory, usernameOf } from '../../testing/profile-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { sendEmailDigests } from '../email-digests/email-digests.service';

const APPROVAL = `query Approval { currentProfile { isPublic approval {
  status requestedAt decidedAt reason canRequest missing { requirement message worksCount category { slug } }
} } }`;
const REQUEST = `mutation RequestApproval { requestApproval { status requestedAt canRequest missing { message } } }`;
const QUEUE = `query Queue($status: ApprovalStatus, $page: Int, $pageSize: Int) { approvalQueue(status: $status, page: $page, pageSize: $pageSize) {
  pageInfo { totalCount }
  items { id status requestedAt decidedAt reason profile { username isPublic categories { category { slug } active worksCount } works { id } } }
} }`;
const APPROVE = `mutation Approve($id: ID!) { approveProfile(id: $id) { id status decidedAt profile { username isPublic } } }`;
const REJECT = `mutation Reject($input: RejectProfileInput!) { rejectProfile(input: $input) { id status reason profile { username isPublic } } }`;
const EXECUTORS = `query Executors { executors(pageSize: 48) { pageInfo { totalCount } items { username } } }`;
const PUBLIC_PROFILE = `query Profile($username: String!) { publicProfile(username: $username) { username isPublic } }`;

type Login = { token: string; profileId: string; userId: string };
type Gap = { requirement: string; message: string; worksCount: number | null; category: { slug: string } | null };
type Approval = { status: string; requestedAt: string | null; decidedAt: string | null; reason: string | null; canRequest: boolean; missing: Gap[] };
type QueueItem = {
  id: string;
  status: string;
  requestedAt: string;
  decidedAt: string | null;
  reason: string | null;
  profile: { username: string; isPublic: boolean; categories: { category: { slug: string }; active: boolean; worksCount: number }[]; works: { id: string }[] };
};

const error = (result: GraphqlResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });

describe.each(ENGINES)('profile approval on %s', (engine) => {
  let t: TestApp;
  let moderator: Login;
  let client: Login;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    moderator = await createTestModerator(t.app, t.database.db, 'moderator@example.cz');
    client = await signUpAndLogin(t.app, 'klient@example.cz', 0, 'Karel Klient');
  });
  afterAll(async () => {
    await t.close();
  });

  async function approvalOf(login: Login): Promise<{ isPublic: boolean; approval: Approval }> {
    const result = await graphql<{ currentProfile: { isPublic: boolean; approval: Approval } }>(t.app, APPROVAL, {}, { token: login.token });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.currentProfile;
  }

  /** A professional who meets every condition: an avatar and ten works in an active wedding category. */
  async function completeApplicant(): Promise<Login & { username: string; email: string }> {
    seq += 1;
    const email = `zadatel-${seq}@example.cz`;
    const login = await signUpAndLogin(t.app, email, 1, `Žadatel Číslo${seq}`);
    await giveAvatar(t.database.db, login.profileId);
    await giveCategory(t.database.db, login.profileId, 'svatebni-fotograf', 10);
    return { ...login, email, username: await usernameOf(t.database.db, login.profileId) };
  }

  async function pendingIdOf(profileId: string): Promise<string> {
    const [row] = await t.database.db
      .select({ id: profileApprovalRequests.id })
      .from(profileApprovalRequests)
      .where(and(eq(profileApprovalRequests.profileId, profileId), eq(profileApprovalRequests.status, 'PENDING')));
    return present(row).id;
  }

  const counters = async () =>
    (await t.app.inject({ method: 'GET', url: '/v1/counters' })).json() as { verifiedProfessionals: number; moderationPassRate: number | null };
  const notesOf = (profileId: string, type: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, profileId), eq(notifications.type, type)));

  it('has no pass rate before any decision', async () => {
    expect((await counters()).moderationPassRate).toBeNull();
  });

  it('refuses a request with each missing condition and its Czech message, and stores nothing', async () => {
    const pro = await signUpAndLogin(t.app, 'novy@example.cz', 1, 'Nový Profík');
    const fresh = (await approvalOf(pro)).approval;
    expect(fresh).toMatchObject({ status: 'NONE', requestedAt: null, canRequest: false });
    expect(fresh.missing.map((g) => [g.requirement, g.message])).toEqual([
      ['AVATAR', 'Nahrajte profilovou fotku.'],
      ['ACTIVE_CATEGORY', 'Vyberte alespoň jednu aktivní službu.'],
    ]);
    const refused = await graphql(t.app, REQUEST, {}, { token: pro.token });
    expect(error(refused)).toEqual({ code: 'APPROVAL_REQUIREMENTS', message: 'Nahrajte profilovou fotku. Vyberte alespoň jednu aktivní službu.' });

    // An avatar, but the only category is inactive: still no active one.
    await giveAvatar(t.database.db, pro.profileId);
    await giveCategory(t.database.db, pro.profileId, 'produktovy-fotograf', 0, false);
    expect((await approvalOf(pro)).approval.missing.map((g) => g.requirement)).toEqual(['ACTIVE_CATEGORY']);

    // An active category with 9 works is one short; the inactive one with none does not block.
    await giveCategory(t.database.db, pro.profileId, 'svatebni-fotograf', 9);
    const short = (await approvalOf(pro)).approval;
    expect(short.missing).toEqual([
      {
        requirement: 'WORKS',
        message: 'Svatební fotografie: přidejte ještě 1 práci (alespoň 10).',
        worksCount: 9,
        category: { slug: 'svatebni-fotograf' },
      },
    ]);
    expect(error(await graphql(t.app, REQUEST, {}, { token: pro.token }))).toEqual({
      code: 'APPROVAL_REQUIREMENTS',
      message: 'Svatební fotografie: přidejte ještě 1 práci (alespoň 10).',
    });
    // Each active category counts on its own, with the Czech plural of what is missing.
    await giveCategory(t.database.db, pro.profileId, 'portretni-fotograf', 7);
    await giveCategory(t.database.db, pro.profileId, 'fotograf-akci', 0);
    expect((await approvalOf(pro)).approval.missing.map((g) => g.message)).toEqual([
      'Svatební fotografie: přidejte ještě 1 práci (alespoň 10).',
      expect.stringMatching(/: přidejte ještě 3 práce \(alespoň 10\)\.$/),
      expect.stringMatching(/: přidejte ještě 10 prací \(alespoň 10\)\.$/),
    ]);
    const stored = await t.database.db.select().from(profileApprovalRequests).where(eq(profileApprovalRequests.profileId, pro.profileId));
    expect(stored).toEqual([]);
  });

  it('lets a complete profile ask once: PENDING, every moderator notified, a second request refused', async () => {
    const pro = await completeApplicant();
    const otherModerator = await createTestModerator(t.app, t.database.db, 'moderator2@example.cz');
    expect((await approvalOf(pro)).approval).toMatchObject({ status: 'NONE', canRequest: true, missing: [] });

    const asked = await graphql<{ requestApproval: Approval }>(t.app, REQUEST, {}, { token: pro.token });
    expect(asked.errors).toBeUndefined();
    expect(present(asked.data).requestApproval).toMatchObject({ status: 'PENDING', canRequest: false, requestedAt: expect.any(String) });
    expect(error(await graphql(t.app, REQUEST, {}, { token: pro.token }))).toEqual({
      code: 'CONFLICT',
      message: 'Žádost o schválení už čeká na moderátora.',
    });
    for (const m of [moderator, otherModerator]) {
      expect(await notesOf(m.profileId, 'APPROVAL_REQUESTED')).toEqual([
        expect.objectContaining({ text: expect.stringContaining('Žadatel Číslo'), link: '/account/moderation/' }),
      ]);
    }
    const rows = await t.database.db.select().from(profileApprovalRequests).where(eq(profileApprovalRequests.profileId, pro.profileId));
    expect(rows.map((r) => r.status)).toEqual(['PENDING']);
  });

  it('turns a double click into one request', async () => {
    const pro = await completeApplicant();
    const results = await Promise.all([graphql(t.app, REQUEST, {}, { token: pro.token }), graphql(t.app, REQUEST, {}, { token: pro.token })]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(error)).toEqual([{ code: 'CONFLICT', message: 'Žádost o schválení už čeká na moderátora.' }]);
    const rows = await t.database.db.select().from(profileApprovalRequests).where(eq(profileApprovalRequests.profileId, pro.profileId));
    expect(rows).toHaveLength(1);
  });

  it('approves: the profile is public at once (catalogue, profile page, sitemap, counters), notified and e-mailed', async () => {
    const pro = await completeApplicant();
    // Decisions are mailed whatever the digest settings say.
    await t.database.db.update(profiles).set({ sendEmailNotificationsDigest: 'OFF' }).where(eq(profiles.id, pro.profileId));
    await graphql(t.app, REQUEST, {}, { token: pro.token });
    const before = await counters();
    expect(
      present((await graphql<{ executors: { items: { username: string }[] } }>(t.app, EXECUTORS)).data).executors.items.map((e) => e.username),
    ).not.toContain(pro.username);
    expect((await graphql(t.app, PUBLIC_PROFILE, { username: pro.username })).data).toEqual({ publicProfile: null });

    const id = await pendingIdOf(pro.profileId);
    const approved = await graphql<{ approveProfile: { id: string; status: string; decidedAt: string; profile: { username: string; isPublic: boolean } } }>(
      t.app,
      APPROVE,
      { id },
      { token: moderator.token },
    );
    expect(approved.errors).toBeUndefined();
    expect(present(approved.data).approveProfile).toMatchObject({
      id,
      status: 'APPROVED',
      decidedAt: expect.any(String),
      profile: { username: pro.username, isPublic: true },
    });

    const listed = present((await graphql<{ executors: { items: { username: string }[] } }>(t.app, EXECUTORS)).data).executors.items.map((e) => e.username);
    expect(listed).toContain(pro.username);
    expect((await graphql(t.app, PUBLIC_PROFILE, { username: pro.username })).data).toEqual({ publicProfile: { username: pro.username, isPublic: true } });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`http://zaber.test/users/${pro.username}/`);
    expect((await counters()).verifiedProfessionals).toBe(before.verifiedProfessionals + 1);

    const mine = await approvalOf(pro);
    expect(mine).toMatchObject({ isPublic: true, approval: { status: 'APPROVED', decidedAt: expect.any(String), reason: null, canRequest: false } });
    expect(await notesOf(pro.profileId, 'PROFILE_APPROVED')).toEqual([expect.objectContaining({ link: `/users/${pro.username}/`, readAt: null })]);
    const mails = await outbox(t.app, pro.email);
    expect(mails[0]).toMatchObject({ subject: 'Váš profil na Záběru je schválený', text: expect.stringContaining(`http://zaber.test/users/${pro.username}/`) });
    expect(mailButton(mails[0]?.html)).toEqual({ href: `http://zaber.test/users/${pro.username}/`, label: 'Zobrazit můj profil' });
    const [row] = await t.database.db.select().from(profileApprovalRequests).where(eq(profileApprovalRequests.id, id));
    expect(row).toMatchObject({ decidedByProfileId: moderator.profileId, decidedAt: expect.any(Date) });

    expect(error(await graphql(t.app, APPROVE, { id }, { token: moderator.token }))).toEqual({ code: 'CONFLICT', message: 'Tuto žádost už někdo vyřídil.' });
    expect(error(await graphql(t.app, REQUEST, {}, { token: pro.token }))).toEqual({ code: 'CONFLICT', message: 'Profil už je schválený.' });
  });

  it('rejects with a reason: still hidden, the reason shown to the owner, notified and e-mailed once; the professional may ask again', async () => {
    const pro = await completeApplicant();
    await graphql(t.app, REQUEST, {}, { token: pro.token });
    const id = await pendingIdOf(pro.profileId);
    const tooShort = await graphql(t.app, REJECT, { input: { id, reason: 'Ne.' } }, { token: moderator.token });
    expect(tooShort.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { reason: expect.any(String) } });

    const reason = 'Na fotografiích je vodoznak s telefonem, nahrajte je prosím bez něj.';
    const rejected = await graphql<{ rejectProfile: { status: string; reason: string; profile: { isPublic: boolean } } }>(
      t.app,
      REJECT,
      { input: { id, reason } },
      { token: moderator.token },
    );
    expect(present(rejected.data).rejectProfile).toMatchObject({ status: 'REJECTED', reason, profile: { isPublic: false } });
    expect((await approvalOf(pro)).approval).toMatchObject({ status: 'REJECTED', reason, decidedAt: expect.any(String), canRequest: true, missing: [] });
    expect((await graphql(t.app, PUBLIC_PROFILE, { username: pro.username })).data).toEqual({ publicProfile: null });
    expect(
      present((await graphql<{ executors: { items: { username: string }[] } }>(t.app, EXECUTORS)).data).executors.items.map((e) => e.username),
    ).not.toContain(pro.username);
    expect(await notesOf(pro.profileId, 'PROFILE_REJECTED')).toEqual([
      expect.objectContaining({ text: expect.stringContaining(reason), link: `/users/${pro.username}/` }),
    ]);
    const mails = await outbox(t.app, pro.email);
    expect(mails[0]).toMatchObject({ subject: 'Váš profil na Záběru zatím nebyl schválen', text: expect.stringContaining(reason) });
    expect(mails[0]?.html).toContain(reason);
    expect(mailButton(mails[0]?.html)).toEqual({ href: `http://zaber.test/users/${pro.username}/`, label: 'Upravit profil' });
    // The notification was mailed at once: the notifications digest does not repeat it.
    const mailCount = mails.length;
    await sendEmailDigests(t.app.services, new Date());
    expect(await outbox(t.app, pro.email)).toHaveLength(mailCount);

    expect(error(await graphql(t.app, REJECT, { input: { id, reason } }, { token: moderator.token }))).toEqual({
      code: 'CONFLICT',
      message: 'Tuto žádost už někdo vyřídil.',
    });
    // After changes (here: none needed), a rejected profile asks again.
    const again = await graphql<{ requestApproval: Approval }>(t.app, REQUEST, {}, { token: pro.token });
    expect(present(again.data).requestApproval.status).toBe('PENDING');
  });

  it('answers an unknown request NOT_FOUND', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expect(error(await graphql(t.app, APPROVE, { id }, { token: moderator.token })).code).toBe('NOT_FOUND');
    }
  });

  it('lets only moderators see the queue and decide', async () => {
    const pro = await completeApplicant();
    await graphql(t.app, REQUEST, {}, { token: pro.token });
    const id = await pendingIdOf(pro.profileId);
    const executor = await completeApplicant();
    for (const auth of [{ token: client.token }, { token: executor.token }, { token: pro.token }, {}]) {
      expect(error(await graphql(t.app, QUEUE, {}, auth)).code).toBe('FORBIDDEN');
      expect(error(await graphql(t.app, APPROVE, { id }, auth)).code).toBe('FORBIDDEN');
      expect(error(await graphql(t.app, REJECT, { input: { id, reason: 'Důvod zamítnutí je dost dlouhý.' } }, auth)).code).toBe('FORBIDDEN');
    }
    expect(await pendingIdOf(pro.profileId)).toBe(id);
    // A client cannot ask for approval either.
    expect(error(await graphql(t.app, REQUEST, {}, { token: client.token })).code).toBe('FORBIDDEN');
  });

  it("lists the queue (waiting oldest first, decided newest first) with the applicant's whole profile", async () => {
    const first = await completeApplicant();
    await giveCategory(t.database.db, first.profileId, 'produktovy-fotograf', 2, false);
    await graphql(t.app, REQUEST, {}, { token: first.token });
    const second = await completeApplicant();
    await graphql(t.app, REQUEST, {}, { token: second.token });

    const pending = await graphql<{ approvalQueue: { pageInfo: { totalCount: number }; items: QueueItem[] } }>(
      t.app,
      QUEUE,
      { pageSize: 48 },
      { token: moderator.token },
    );
    const items = present(pending.data).approvalQueue.items;
    expect(items.every((i) => i.status === 'PENDING')).toBe(true);
    expect(present(pending.data).approvalQueue.pageInfo.totalCount).toBe(items.length);
    const requestedAt = items.map((i) => i.requestedAt);
    expect(requestedAt).toEqual([...requestedAt].sort());
    const names = items.map((i) => i.profile.username);
    expect(names.indexOf(first.username)).toBeLessThan(names.indexOf(second.username));
    // Moderators review what the applicant prepared, inactive categories and their works included.
    const firstItem = present(items.find((i) => i.profile.username === first.username));
    expect(firstItem.profile).toMatchObject({ isPublic: false });
    expect(firstItem.profile.categories).toEqual([
      { category: { slug: 'svatebni-fotograf' }, active: true, worksCount: 10 },
      { category: { slug: 'produktovy-fotograf' }, active: false, worksCount: 2 },
    ]);
    expect(firstItem.profile.works).toHaveLength(12);

    await graphql(t.app, APPROVE, { id: firstItem.id }, { token: moderator.token });
    const secondItem = present(items.find((i) => i.profile.username === second.username));
    await graphql(t.app, REJECT, { input: { id: secondItem.id, reason: 'Portfolio ukazuje jen jednu zakázku.' } }, { token: moderator.token });
    const decided = await graphql<{ approvalQueue: { items: QueueItem[] } }>(t.app, QUEUE, { status: 'APPROVED', pageSize: 48 }, { token: moderator.token });
    const decidedAt = present(decided.data).approvalQueue.items.map((i) => present(i.decidedAt));
    expect(decidedAt).toEqual([...decidedAt].sort().reverse());
    expect(present(present(decided.data).approvalQueue.items[0]).profile.username).toBe(first.username);
    const rejected = await graphql<{ approvalQueue: { items: QueueItem[] } }>(t.app, QUEUE, { status: 'REJECTED' }, { token: moderator.token });
    expect(present(rejected.data).approvalQueue.items[0]).toMatchObject({
      reason: 'Portfolio ukazuje jen jednu zakázku.',
      profile: { username: second.username },
    });
  });

  it('computes the pass rate: whole percent of decided requests that were approved', async () => {
    const rows = await t.database.db.select({ status: profileApprovalRequests.status }).from(profileApprovalRequests);
    const approved = rows.filter((r) => r.status === 'APPROVED').length;
    const decided = rows.filter((r) => r.status !== 'PENDING').length;
    expect(approved).toBeGreaterThan(0);
    expect(decided).toBeGreaterThan(approved);
    expect((await counters()).moderationPassRate).toBe(Math.round((approved / decided) * 100));
  });

  it('reads what is missing from the profile as it is now', async () => {
    const pro = await signUpAndLogin(t.app, 'dopln@example.cz', 1, 'Doplňující Profík');
    await giveAvatar(t.database.db, pro.profileId);
    await giveCategory(t.database.db, pro.profileId, 'svatebni-fotograf', 6);
    expect((await approvalOf(pro)).approval.missing.map((g) => g.message)).toEqual(['Svatební fotografie: přidejte ještě 4 práce (alespoň 10).']);
    await addTestWorks(t.database.db, pro.profileId, 'svatebni-fotograf', 4);
    expect((await approvalOf(pro)).approval).toMatchObject({ missing: [], canRequest: true });
  });
});
