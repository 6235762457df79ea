import fs from 'node:fs/promises';
import { ACCOUNT_RIGHTS_ERRORS } from '@zaber/shared/accounts/account-rights';
import { AUTH_COOKIE_NAME, INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import { pragueToday } from '@zaber/shared/requests/schema';
import { and, eq, like, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Db } from '../../db/database';
import {
  billingInfos,
  creditLedger,
  emailTokens,
  invoices,
  loginCodes,
  mediaUploads,
  messages,
  notifications,
  packageImages,
  packages,
  paymentOrders,
  profileReviews,
  profiles,
  requests,
  sessions,
  users,
  works,
} from '../../db/schema';
import type { MediaStorage } from '../../lib/ports';
import { present } from '../../lib/present';
import { createTestPackage, finishConversation } from '../../testing/engagement-fixtures';
import { CURRENT_PROFILE, graphql, outbox, signUpAndLogin } from '../../testing/graphql-client';
import { jpeg, listFiles, tempMediaDir } from '../../testing/media-fixtures';
import { usernameOf } from '../../testing/profile-fixtures';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { type LocalS3, startLocalS3 } from '../../testing/s3-server';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createDiskMediaStorage, createS3MediaStorage } from '../media/media-storage';

const DAY = 86_400_000;
const CHECK = `query AccountDeletion { accountDeletion { blockers { title url } balance openRequests } }`;
const DELETE = `mutation AccountDelete($input: DeleteAccountInput!) { deleteAccount(input: $input) { ok } }`;
const ORDER = `mutation OrderPackage($input: OrderPackageInput!) { orderPackage(input: $input) { id } }`;
const ACCEPT_ORDER = `mutation AcceptOrder($id: ID!) { acceptOrder(id: $id) { id conversationId } }`;
const SEND = `mutation SendMessage($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const REVIEW = `mutation CreateReview($input: CreateReviewInput!) { createReview(input: $input) { id authorName } }`;
const PROFILE = `query PublicProfile($username: String!) { publicProfile(username: $username) { reviews { text authorName } } }`;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const BILLING = `mutation Billing($input: BillingInfoInput!) { updateBillingInfo(input: $input) { name } }`;
const ADD_WORKS = `mutation AddWorks($input: AddWorksInput!) { addWorks(input: $input) { id } }`;
const SET_AVATAR = `mutation SetAvatar($uploadId: ID!) { setAvatar(uploadId: $uploadId) { avatar } }`;
const ADD_IMAGES = `mutation AddImages($input: AddPackageImagesInput!) { addPackageImages(input: $input) { id } }`;
const LOGIN = `mutation LoginWithPassword($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }`;

type Login = { token: string; profileId: string; userId: string };

interface Scene {
  client: Login;
  pro: Login;
  proEmail: string;
  clientEmail: string;
  conversationId: string;
  /** Keys of the professional's own photos in the media storage. */
  photoKeys: string[];
}

async function upload(t: TestApp, login: Login, purpose: 'WORK' | 'AVATAR', size: [number, number]): Promise<{ id: string; image: { src: string } }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/uploads?purpose=${purpose}`,
    headers: { authorization: `JWT ${login.token}`, 'content-type': 'image/jpeg', 'x-file-name': 'svatba.jpg' },
    payload: await jpeg(...size),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { id: string; image: { src: string } };
}

/** Who owns which keys: every object of the professional's uploads (works, avatar, gallery). */
async function ownKeys(db: Db, profileId: string): Promise<string[]> {
  const rows = await db.select().from(mediaUploads).where(eq(mediaUploads.profileId, profileId));
  return [
    ...new Set(
      rows.flatMap((row) => [row.image, row.thumbnail, ...(row.srcset ?? '').split(',').map((pair) => present(pair.trim().split(' ')[0]))].filter(Boolean)),
    ),
  ];
}

/**
 * A professional with an avatar, a photo in the portfolio and a package gallery image, billing info and
 * a done engagement with a client who reviewed it, wrote a message and has an open request.
 */
async function scene(t: TestApp, places: Awaited<ReturnType<typeof seedTestPlaces>>, tag: string): Promise<Scene> {
  const db = t.database.db;
  const proEmail = `profik-${tag}@example.cz`;
  const clientEmail = `klientka-${tag}@example.cz`;
  const pro = await createTestExecutor(t.app, db, proEmail, `Petr Fotograf ${tag}`, { services: ['svatebni-fotograf'] });
  const client = await signUpAndLogin(t.app, clientEmail, 0, 'Klára Klientová');
  await db.update(profiles).set({ phone: '+420777123456', summary: 'Fotím svatby.' }).where(eq(profiles.id, pro.profileId));
  const billing = await graphql(
    t.app,
    BILLING,
    { input: { name: `Petr Fotograf ${tag}`, taxId: '27082440', city: 'Brno', address: 'Lidická 1', postalCode: '60200' } },
    { token: pro.token },
  );
  expect(billing.errors).toBeUndefined();

  const avatar = await upload(t, pro, 'AVATAR', [400, 400]);
  await graphql(t.app, SET_AVATAR, { uploadId: avatar.id }, { token: pro.token });
  const work = await upload(t, pro, 'WORK', [1600, 1200]);
  expect(
    (await graphql(t.app, ADD_WORKS, { input: { categorySlug: 'svatebni-fotograf', uploadIds: [work.id] } }, { token: pro.token })).errors,
  ).toBeUndefined();
  const pkg = await createTestPackage(db, pro.profileId, { categorySlug: 'svatebni-fotograf', title: `Svatba ${tag}` });
  const galleryImage = await upload(t, pro, 'WORK', [1600, 1200]);
  expect((await graphql(t.app, ADD_IMAGES, { input: { packageId: pkg.id, uploadIds: [galleryImage.id] } }, { token: pro.token })).errors).toBeUndefined();

  const order = await graphql<{ orderPackage: { id: string } }>(
    t.app,
    ORDER,
    { input: { packageId: pkg.id, priceOptionId: pkg.optionIds[0], preferredDate: pragueToday(new Date(Date.now() + 30 * DAY)) } },
    { token: client.token },
  );
  const accepted = await graphql<{ acceptOrder: { conversationId: string } }>(
    t.app,
    ACCEPT_ORDER,
    { id: present(order.data).orderPackage.id },
    { token: pro.token },
  );
  const conversationId = present(accepted.data).acceptOrder.conversationId;
  await graphql(t.app, SEND, { input: { conversationId, text: 'Dobrý den, těším se na focení.' } }, { token: client.token });
  await graphql(t.app, SEND, { input: { conversationId, text: 'Já také, ozvu se s detaily.' } }, { token: pro.token });
  await graphql(
    t.app,
    CREATE_REQUEST,
    {
      input: {
        categorySlug: 'svatebni-fotograf',
        municipalityId: String(places.brno),
        locationDetail: 'Zahrada u domu',
        date: pragueToday(new Date(Date.now() + 60 * DAY)),
        description: 'Hledáme fotografa na svatbu v Brně, asi šedesát hostů.',
      },
    },
    { token: client.token },
  );
  return { client, pro, proEmail, clientEmail, conversationId, photoKeys: await ownKeys(db, pro.profileId) };
}

async function finishAndReview(t: TestApp, s: Scene) {
  await finishConversation(t.app, { token: s.pro.token }, { token: s.client.token }, s.conversationId);
  const review = await graphql(
    t.app,
    REVIEW,
    { input: { conversationId: s.conversationId, rating: 5, text: 'Skvělé fotky, vše proběhlo podle domluvy.' } },
    { token: s.client.token },
  );
  expect(review.errors).toBeUndefined();
}

/** Every column of every row that still names the address (no table may keep it after deletion but the invoices). */
async function rowsNaming(db: Db, email: string): Promise<string[]> {
  const found: string[] = [];
  const result = await db.execute(sql`select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'jsonb') and table_name <> '__drizzle_migrations'`);
  const columns = ((result as { rows?: { table_name: string; column_name: string }[] }).rows ?? []) as { table_name: string; column_name: string }[];
  for (const { table_name: table, column_name: column } of columns) {
    const hits = await db.execute(sql.raw(`select count(*)::int as n from "${table}" where "${column}"::text ilike '%${email.replace(/'/g, "''")}%'`));
    const n = ((hits as { rows?: { n: number }[] }).rows ?? [])[0]?.n ?? 0;
    if (n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe.each(ENGINES)('EU account rights on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  let media: MediaStorage;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let seq = 0;

  beforeAll(async () => {
    dir = await tempMediaDir('account-rights');
    media = createDiskMediaStorage(dir);
    t = await startTestApp(engine, { media });
    places = await seedTestPlaces(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const tag = () => {
    seq += 1;
    return `${engine}-${seq}`;
  };

  it('hands a user all their data: a ZIP with data.json and their photos, by the session cookie', async () => {
    const s = await scene(t, places, tag());
    const response = await t.app.inject({ method: 'GET', url: '/v1/account/export', headers: { cookie: `${AUTH_COOKIE_NAME}=${s.pro.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="zaber-data-\d{4}-\d\d-\d\d\.zip"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(Buffer.from(present(files['data.json'])).toString('utf8')) as Record<string, unknown> & {
      account: Record<string, unknown>;
      profile: Record<string, unknown>;
      works: unknown[];
      packages: { title: string; gallery: unknown[] }[];
      conversations: { messages: { text: string; fromMe: boolean }[]; otherParty: string }[];
      billingInfo: Record<string, unknown>;
      photos: { key: string; file: string }[];
    };
    expect(data.account).toMatchObject({ email: s.proEmail, role: 'USER' });
    expect(data.profile).toMatchObject({ phone: '+420777123456', summary: 'Fotím svatby.', isExecutor: true });
    expect(data.billingInfo).toMatchObject({ city: 'Brno', postalCode: '602 00' });
    expect(data.works).toHaveLength(1);
    expect(data.packages[0]).toMatchObject({ gallery: [expect.any(Object)] });
    expect(present(data.conversations[0]).messages.map((m) => [m.fromMe, m.text])).toEqual(
      expect.arrayContaining([
        [false, 'Dobrý den, těším se na focení.'],
        [true, 'Já také, ozvu se s detaily.'],
      ]),
    );
    // The other party by the name shown to them, never their e-mail.
    expect(JSON.stringify(data)).not.toContain(s.clientEmail);
    // Every photo of theirs, byte for byte as stored.
    const originals = s.photoKeys.filter((key) => key.endsWith('.jpg') && !key.endsWith('-thumb.jpg'));
    expect(originals).toHaveLength(3);
    for (const key of originals) {
      const entry = data.photos.find((p) => p.key === key);
      expect(entry).toBeDefined();
      expect(Buffer.from(present(files[present(entry).file]))).toEqual(await media.read(key));
    }
  });

  it('refuses the export to a guest and to a dead token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/account/export' })).statusCode).toBe(403);
    const dead = await t.app.inject({ method: 'GET', url: '/v1/account/export', headers: { authorization: 'JWT nesmysl' } });
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ code: 'UNAUTHENTICATED', detail: INVALID_TOKEN_MESSAGE });
  });

  it('deletes nothing while an engagement is under way, and says in Czech what to finish first', async () => {
    const s = await scene(t, places, tag());
    const check = await graphql<{ accountDeletion: { blockers: { title: string; url: string }[]; openRequests: number } }>(
      t.app,
      CHECK,
      {},
      { token: s.client.token },
    );
    expect(check.data?.accountDeletion.blockers).toEqual([
      { title: expect.stringMatching(/^Zakázka „Svatba .+“ je rozjednaná/), url: expect.stringMatching(/^\/conversations\//) },
    ]);
    expect(check.data?.accountDeletion.openRequests).toBe(1);
    const refused = await graphql(t.app, DELETE, { input: { confirmation: 'SMAZAT' } }, { token: s.client.token });
    expect(refused.errors?.[0]).toMatchObject({ message: ACCOUNT_RIGHTS_ERRORS.UNDER_WAY(1), extensions: { code: 'CONFLICT' } });
    expect((await graphql(t.app, CURRENT_PROFILE, {}, { token: s.client.token })).data?.currentProfile).toMatchObject({ email: s.clientEmail });
  });

  it('asks for the confirmation word, in Czech, and changes nothing without it', async () => {
    const { token } = await signUpAndLogin(t.app, `potvrzeni-${tag()}@example.cz`);
    const refused = await graphql(t.app, DELETE, { input: { confirmation: 'ano' } }, { token });
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { confirmation: ACCOUNT_RIGHTS_ERRORS.CONFIRM } });
    expect((await graphql(t.app, CURRENT_PROFILE, {}, { token })).data?.currentProfile).not.toBeNull();
  });

  it("erases a professional's personal data and photos, keeps the reviews, the ledger and the invoices", async () => {
    const s = await scene(t, places, tag());
    await finishAndReview(t, s);
    const db = t.database.db;
    await db
      .insert(creditLedger)
      .values({ profileId: s.pro.profileId, kind: 'ADJUSTMENT', amount: 10_000, description: 'Test', reference: `test-${s.pro.profileId}` });
    const [order] = await db.insert(paymentOrders).values({ profileId: s.pro.profileId, method: 'BANK_TRANSFER', status: 'PAID', amount: 50_000 }).returning();
    await db.insert(invoices).values({
      number: `2099-${String(seq).padStart(6, '0')}`,
      year: 2099,
      sequence: seq,
      paymentOrderId: present(order).id,
      profileId: s.pro.profileId,
      amount: 50_000,
      buyer: { name: 'Petr Fotograf', email: s.proEmail },
      seller: { name: 'Záběr s.r.o.' },
    });
    const username = await usernameOf(db, s.pro.profileId);
    for (const key of s.photoKeys) expect(await media.exists(key)).toBe(true);

    const deleted = await graphql(t.app, DELETE, { input: { confirmation: 'smazat' } }, { cookie: s.pro.token });
    expect(deleted.data).toEqual({ deleteAccount: { ok: true } });
    expect(deleted.setCookie).toMatch(/zaber-token=;/);

    // Signed out everywhere; the address signs up afresh as a new account.
    expect((await graphql(t.app, CURRENT_PROFILE, {}, { token: s.pro.token })).errors?.[0]?.message).toBe(INVALID_TOKEN_MESSAGE);
    expect(
      (
        await db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, s.pro.userId), sql`${sessions.revokedAt} is null`))
      ).length,
    ).toBe(0);
    // Personal data: erased or anonymised; the photos gone from the storage.
    const [user] = await db.select().from(users).where(eq(users.id, s.pro.userId));
    expect(user).toMatchObject({ name: 'Smazaný účet', passwordHash: null, isActive: false, deletedAt: expect.any(Date) });
    expect(present(user).email).not.toContain('example.cz');
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, s.pro.profileId));
    expect(profile).toMatchObject({ title: 'Smazaný účet', avatar: null, phone: null, summary: null, website: null, isPublic: false, searchText: '' });
    expect(await db.select().from(billingInfos).where(eq(billingInfos.profileId, s.pro.profileId))).toEqual([]);
    expect(await db.select().from(works).where(eq(works.profileId, s.pro.profileId))).toEqual([]);
    expect(await db.select().from(mediaUploads).where(eq(mediaUploads.profileId, s.pro.profileId))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.profileId, s.pro.profileId))).toEqual([]);
    const [pkgLeft] = await db.select().from(packages).where(eq(packages.executorProfileId, s.pro.profileId));
    expect(pkgLeft).toMatchObject({ status: 'INACTIVE' });
    expect(
      await db
        .select()
        .from(packageImages)
        .where(eq(packageImages.packageId, present(pkgLeft).id)),
    ).toEqual([]);
    for (const key of s.photoKeys) expect(await media.exists(key)).toBe(false);
    expect((await listFiles(dir)).filter((file) => file.includes(s.pro.profileId))).toEqual([]);
    expect(await rowsNaming(db, s.proEmail)).toEqual(['invoices.buyer']);
    expect((await graphql(t.app, PROFILE, { username })).data?.publicProfile).toBeNull();
    // Kept as the law requires: the ledger and the invoice (its buyer as issued).
    expect((await db.select().from(creditLedger).where(eq(creditLedger.profileId, s.pro.profileId))).length).toBeGreaterThan(0);
    expect(
      await db
        .select({ buyer: invoices.buyer })
        .from(invoices)
        .where(eq(invoices.paymentOrderId, present(order).id)),
    ).toEqual([{ buyer: { name: 'Petr Fotograf', email: s.proEmail } }]);
    // Messages they wrote are gone from the client's thread; the client's own stay.
    const texts = (await db.select({ text: messages.text }).from(messages).where(eq(messages.conversationId, s.conversationId))).map((m) => m.text);
    expect(texts).toContain('Dobrý den, těším se na focení.');
    expect(texts).not.toContain('Já také, ozvu se s detaily.');

    expect((await graphql(t.app, LOGIN, { input: { email: s.proEmail, password: 'cokoliv-123' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const again = await signUpAndLogin(t.app, s.proEmail, 1, 'Petr Znovu');
    expect(again.userId).not.toBe(s.pro.userId);
  });

  it('erases a client, keeping her review under an anonymous author and closing her open requests', async () => {
    const s = await scene(t, places, tag());
    await finishAndReview(t, s);
    const db = t.database.db;
    const username = await usernameOf(db, s.pro.profileId);
    expect(
      (await graphql<{ publicProfile: { reviews: { authorName: string }[] } }>(t.app, PROFILE, { username })).data?.publicProfile.reviews[0]?.authorName,
    ).toMatch(/^Klára K\.$/);
    const check = await graphql<{ accountDeletion: { blockers: unknown[]; openRequests: number } }>(t.app, CHECK, {}, { token: s.client.token });
    expect(check.data?.accountDeletion).toMatchObject({ blockers: [], openRequests: 1 });

    expect((await graphql(t.app, DELETE, { input: { confirmation: 'SMAZAT' } }, { token: s.client.token })).errors).toBeUndefined();
    const reviews = (await graphql<{ publicProfile: { reviews: { text: string; authorName: string }[] } }>(t.app, PROFILE, { username })).data?.publicProfile
      .reviews;
    expect(reviews).toEqual([{ text: 'Skvělé fotky, vše proběhlo podle domluvy.', authorName: 'Klient Záběru' }]);
    expect(await db.select().from(profileReviews).where(eq(profileReviews.executorProfileId, s.pro.profileId))).toHaveLength(1);
    const own = await db.select().from(requests).where(eq(requests.clientProfileId, s.client.profileId));
    expect(own.map((r) => [r.status, r.closeReason, r.locationDetail])).toEqual([['CLOSED', 'NOT_RELEVANT', null]]);
    expect(await rowsNaming(db, s.clientEmail)).toEqual([]);
    expect(await db.select().from(loginCodes).where(eq(loginCodes.email, s.clientEmail))).toEqual([]);
    expect(await db.select().from(emailTokens).where(eq(emailTokens.userId, s.client.userId))).toEqual([]);
    expect(await outbox(t.app, s.clientEmail)).toEqual([]);
    expect(
      await db
        .select()
        .from(users)
        .where(like(users.email, `%${s.clientEmail}%`)),
    ).toEqual([]);
  });
});

describe('EU account rights with media in S3', () => {
  let s3: LocalS3;
  let t: TestApp;
  let media: MediaStorage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    media = createS3MediaStorage(s3.config);
    t = await startTestApp('pglite', { media });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('removes the photos from the bucket', async () => {
    const places = await seedTestPlaces(t.database.db);
    const s = await scene(t, places, 's3');
    await finishAndReview(t, s);
    for (const key of s.photoKeys) expect(await media.exists(key)).toBe(true);
    expect((await graphql(t.app, DELETE, { input: { confirmation: 'SMAZAT' } }, { token: s.pro.token })).errors).toBeUndefined();
    for (const key of s.photoKeys) expect(await media.exists(key)).toBe(false);
  });
});
