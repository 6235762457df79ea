import { aliasedTable, and, asc, eq, inArray, isNotNull, like, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  authThrottles,
  billingInfos,
  categories,
  contactMessages,
  conversations,
  creditLedger,
  emailTokens,
  invoices,
  loginCodes,
  mediaUploads,
  messages,
  municipalities,
  notifications,
  outboxMails,
  packageImages,
  packageOrders,
  packagePriceOptions,
  packageServices,
  packages,
  paymentEvents,
  paymentOrders,
  privateRequests,
  profileApprovalRequests,
  profileCategories,
  profileDates,
  profileNotificationRegions,
  profileReviews,
  profiles,
  proposalInvitations,
  proposals,
  regions,
  requestAlerts,
  requests,
  sessions,
  users,
  works,
} from '../../db/schema';

/*
 * EU account rights: everything of one account, read for its export and erased for its deletion.
 * The one place that reads and writes across the modules' tables, on purpose: erasure has to reach
 * every row that holds the person, and a new table with personal data is added here.
 */

export interface AccountOwner {
  userId: string;
  profileId: string;
}

const OPEN_STATUSES = ['NEGOTIATION', 'WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION'] as const;

/** Locks the profile's row (the first lock of every media and credit writer), so nothing is added to it meanwhile. */
export async function lockProfile(tx: Db, profileId: string) {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).for('update');
  return row;
}

/** What keeps an account from being deleted: engagements under way and orders waiting for an answer. */
export async function pendingEngagements(db: Db, profileId: string) {
  const [open, orders, targeted] = await Promise.all([
    db
      .select({ id: conversations.id, subject: conversations.subject, status: conversations.status })
      .from(conversations)
      .where(
        and(
          or(eq(conversations.clientProfileId, profileId), eq(conversations.executorProfileId, profileId)),
          inArray(conversations.status, [...OPEN_STATUSES]),
        ),
      )
      .orderBy(asc(conversations.createdAt)),
    db
      .select({ number: packageOrders.number, packageId: packageOrders.packageId, title: packages.title, executorProfileId: packageOrders.executorProfileId })
      .from(packageOrders)
      .innerJoin(packages, eq(packages.id, packageOrders.packageId))
      .where(and(or(eq(packageOrders.clientProfileId, profileId), eq(packageOrders.executorProfileId, profileId)), eq(packageOrders.status, 'PENDING')))
      .orderBy(asc(packageOrders.number)),
    db
      .select({ number: privateRequests.number })
      .from(privateRequests)
      .where(and(or(eq(privateRequests.clientProfileId, profileId), eq(privateRequests.executorProfileId, profileId)), eq(privateRequests.status, 'PENDING')))
      .orderBy(asc(privateRequests.number)),
  ]);
  return { open, orders, targeted };
}

export async function countOpenRequests(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(eq(requests.clientProfileId, profileId), eq(requests.status, 'ACTIVE')));
  return row?.n ?? 0;
}

/** Every stored image of the account (its storage keys with their variants), for the export and for the deletion. */
export async function imagesOf(db: Db, profileId: string) {
  const [workRows, galleryRows, uploadRows, [profile]] = await Promise.all([
    db.select({ image: works.image, thumbnail: works.thumbnail, srcset: works.srcset }).from(works).where(eq(works.profileId, profileId)),
    db
      .select({ image: packageImages.image, thumbnail: packageImages.thumbnail, srcset: packageImages.srcset })
      .from(packageImages)
      .innerJoin(packages, eq(packages.id, packageImages.packageId))
      .where(eq(packages.executorProfileId, profileId)),
    db
      .select({ image: mediaUploads.image, thumbnail: mediaUploads.thumbnail, srcset: mediaUploads.srcset })
      .from(mediaUploads)
      .where(eq(mediaUploads.profileId, profileId)),
    db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.id, profileId)),
  ]);
  return { works: workRows, gallery: galleryRows, uploads: uploadRows, avatar: profile?.avatar ?? null };
}

/** All of the account's data, as the export writes it (names of the other parties, never their contact data). */
export async function accountData(db: Db, owner: AccountOwner) {
  const { userId, profileId } = owner;
  const otherProfile = aliasedTable(profiles, 'other_profile');
  const [account] = await db
    .select({
      email: users.email,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      termsAgreedAt: users.termsAgreedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db
    .select({
      username: profiles.username,
      title: profiles.title,
      avatar: profiles.avatar,
      isClient: profiles.isClient,
      isExecutor: profiles.isExecutor,
      isPublic: profiles.isPublic,
      municipality: municipalities.name,
      location: profiles.location,
      summary: profiles.summary,
      phone: profiles.phone,
      facebookUrl: profiles.facebookUrl,
      instagramUrl: profiles.instagramUrl,
      website: profiles.website,
      sendEmailMessagesDigest: profiles.sendEmailMessagesDigest,
      sendEmailNotificationsDigest: profiles.sendEmailNotificationsDigest,
      priceFrom: profiles.priceFrom,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .leftJoin(municipalities, eq(municipalities.id, profiles.municipalityId))
    .where(eq(profiles.id, profileId));
  const [billing] = await db
    .select({
      name: billingInfos.name,
      country: billingInfos.country,
      taxId: billingInfos.taxId,
      vatId: billingInfos.vatId,
      address: billingInfos.address,
      city: billingInfos.city,
      postalCode: billingInfos.postalCode,
      updatedAt: billingInfos.updatedAt,
    })
    .from(billingInfos)
    .where(eq(billingInfos.profileId, profileId));
  const services = await db
    .select({ service: categories.name, summary: profileCategories.summary, active: profileCategories.active })
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(eq(profileCategories.profileId, profileId));
  const notificationRegions = await db
    .select({ name: regions.name })
    .from(profileNotificationRegions)
    .innerJoin(regions, eq(regions.id, profileNotificationRegions.regionId))
    .where(eq(profileNotificationRegions.profileId, profileId));
  const workRows = await db
    .select({ service: categories.name, type: works.type, title: works.title, image: works.image, videoUrl: works.videoUrl, createdAt: works.createdAt })
    .from(works)
    .innerJoin(categories, eq(categories.id, works.categoryId))
    .where(eq(works.profileId, profileId))
    .orderBy(asc(works.categoryId), asc(works.sort));
  const dates = await db
    .select({ date: profileDates.date, service: categories.name, status: profileDates.status })
    .from(profileDates)
    .innerJoin(categories, eq(categories.id, profileDates.categoryId))
    .where(eq(profileDates.profileId, profileId))
    .orderBy(asc(profileDates.date));
  const packageRows = await db.select().from(packages).where(eq(packages.executorProfileId, profileId)).orderBy(asc(packages.id));
  const packageIds = packageRows.map((p) => p.id);
  const [options, extras, gallery] = packageIds.length
    ? await Promise.all([
        db.select().from(packagePriceOptions).where(inArray(packagePriceOptions.packageId, packageIds)).orderBy(asc(packagePriceOptions.sort)),
        db.select().from(packageServices).where(inArray(packageServices.packageId, packageIds)).orderBy(asc(packageServices.sort)),
        db.select().from(packageImages).where(inArray(packageImages.packageId, packageIds)).orderBy(asc(packageImages.sort)),
      ])
    : [[], [], []];
  const requestRows = await db
    .select({
      number: requests.number,
      service: categories.name,
      place: municipalities.name,
      locationDetail: requests.locationDetail,
      date: requests.date,
      budgetMin: requests.budgetMin,
      budgetMax: requests.budgetMax,
      description: requests.description,
      status: requests.status,
      createdAt: requests.createdAt,
    })
    .from(requests)
    .innerJoin(categories, eq(categories.id, requests.categoryId))
    .leftJoin(municipalities, eq(municipalities.id, requests.municipalityId))
    .where(eq(requests.clientProfileId, profileId))
    .orderBy(asc(requests.number));
  const proposalRows = await db
    .select({
      requestNumber: requests.number,
      price: proposals.price,
      text: proposals.text,
      status: proposals.status,
      cost: proposals.cost,
      createdAt: proposals.createdAt,
    })
    .from(proposals)
    .innerJoin(requests, eq(requests.id, proposals.requestId))
    .where(eq(proposals.executorProfileId, profileId))
    .orderBy(asc(proposals.createdAt));
  const orderRows = await db
    .select({
      number: packageOrders.number,
      clientProfileId: packageOrders.clientProfileId,
      packageTitle: packages.title,
      priceOptionTitle: packageOrders.priceOptionTitle,
      total: packageOrders.total,
      preferredDate: packageOrders.preferredDate,
      info: packageOrders.info,
      status: packageOrders.status,
      createdAt: packageOrders.createdAt,
    })
    .from(packageOrders)
    .innerJoin(packages, eq(packages.id, packageOrders.packageId))
    .where(or(eq(packageOrders.clientProfileId, profileId), eq(packageOrders.executorProfileId, profileId)))
    .orderBy(asc(packageOrders.number));
  const targetedRows = await db
    .select({
      number: privateRequests.number,
      clientProfileId: privateRequests.clientProfileId,
      description: privateRequests.description,
      date: privateRequests.date,
      status: privateRequests.status,
      createdAt: privateRequests.createdAt,
    })
    .from(privateRequests)
    .where(or(eq(privateRequests.clientProfileId, profileId), eq(privateRequests.executorProfileId, profileId)))
    .orderBy(asc(privateRequests.number));
  const conversationRows = await db
    .select({
      id: conversations.id,
      subject: conversations.subject,
      status: conversations.status,
      otherParty: otherProfile.title,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(
      otherProfile,
      sql`${otherProfile.id} = case when ${conversations.clientProfileId} = ${profileId} then ${conversations.executorProfileId} else ${conversations.clientProfileId} end`,
    )
    .where(or(eq(conversations.clientProfileId, profileId), eq(conversations.executorProfileId, profileId)))
    .orderBy(asc(conversations.createdAt));
  const messageRows = conversationRows.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          senderProfileId: messages.senderProfileId,
          kind: messages.kind,
          text: messages.text,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            conversationRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(messages.createdAt))
    : [];
  const reviewsWritten = await db
    .select({ professional: otherProfile.title, rating: profileReviews.rating, text: profileReviews.text, createdAt: profileReviews.createdAt })
    .from(profileReviews)
    .innerJoin(otherProfile, eq(otherProfile.id, profileReviews.executorProfileId))
    .where(eq(profileReviews.clientProfileId, profileId));
  const reviewsReceived = await db
    .select({ rating: profileReviews.rating, text: profileReviews.text, createdAt: profileReviews.createdAt })
    .from(profileReviews)
    .where(eq(profileReviews.executorProfileId, profileId));
  const notificationRows = await db
    .select({ type: notifications.type, text: notifications.text, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.profileId, profileId))
    .orderBy(asc(notifications.createdAt));
  const ledger = await db
    .select({ kind: creditLedger.kind, amount: creditLedger.amount, description: creditLedger.description, createdAt: creditLedger.createdAt })
    .from(creditLedger)
    .where(eq(creditLedger.profileId, profileId))
    .orderBy(asc(creditLedger.id));
  const payments = await db
    .select({
      number: paymentOrders.number,
      method: paymentOrders.method,
      status: paymentOrders.status,
      amount: paymentOrders.amount,
      bonus: paymentOrders.bonus,
      createdAt: paymentOrders.createdAt,
      paidAt: paymentOrders.paidAt,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.profileId, profileId))
    .orderBy(asc(paymentOrders.number));
  const invoiceRows = await db
    .select({ number: invoices.number, amount: invoices.amount, bonus: invoices.bonus, buyer: invoices.buyer, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.profileId, profileId))
    .orderBy(asc(invoices.issuedAt));
  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

  return {
    account,
    profile,
    billingInfo: billing ?? null,
    services,
    notificationRegions: notificationRegions.map((r) => r.name),
    works: workRows,
    dates,
    packages: packageRows.map((p) => ({
      title: p.title,
      description: p.description,
      status: p.status,
      createdAt: p.createdAt,
      priceOptions: options.filter((o) => o.packageId === p.id).map(({ title, price, description }) => ({ title, price, description })),
      additionalServices: extras.filter((x) => x.packageId === p.id).map(({ title, price, note }) => ({ title, price, note })),
      gallery: gallery.filter((g) => g.packageId === p.id).map(({ image, alt }) => ({ image, alt })),
    })),
    requests: requestRows,
    proposals: proposalRows,
    packageOrders: orderRows.map(({ clientProfileId, ...order }) => ({ ...order, role: clientProfileId === profileId ? 'client' : 'professional' })),
    privateRequests: targetedRows.map(({ clientProfileId, ...row }) => ({ ...row, role: clientProfileId === profileId ? 'client' : 'professional' })),
    conversations: conversationRows.map(({ id, ...conversation }) => ({
      ...conversation,
      messages: messageRows
        .filter((m) => m.conversationId === id)
        .map(({ senderProfileId, kind, text, createdAt }) => ({ fromMe: senderProfileId === profileId, kind, text, createdAt })),
    })),
    reviewsWritten,
    reviewsReceived,
    notifications: notificationRows,
    credit: { ledger },
    paymentOrders: payments,
    invoices: invoiceRows,
    sessions: sessionRows,
  };
}

/** What a deleted profile keeps of its public face: nothing that names or reaches the person. */
export function anonymousProfile(profileId: string, name: string) {
  return {
    username: `smazany-${profileId.slice(0, 8)}`,
    title: name,
    avatar: null,
    isPublic: false,
    municipalityId: null,
    location: null,
    summary: null,
    phone: null,
    facebookUrl: null,
    instagramUrl: null,
    website: null,
    priceFrom: null,
    sendEmailMessagesDigest: 'OFF' as const,
    sendEmailNotificationsDigest: 'OFF' as const,
    lastSeenAt: null,
    searchText: '',
  };
}

/**
 * Inside the caller's transaction (the profile's row locked): erases or anonymises every row that
 * holds the person. Kept: the ledger, payment orders and invoices (accounting and VAT law), reviews
 * (without their author), proposals and orders the other party relies on (under the anonymous name).
 * Answers the ids of the sessions it ended.
 */
export async function eraseAccount(tx: Db, owner: AccountOwner & { email: string; name: string; placeholderText: string }, now: Date): Promise<string[]> {
  const { userId, profileId, email } = owner;
  await tx
    .update(requests)
    .set({ status: 'CLOSED', closeReason: 'NOT_RELEVANT', closedAt: now })
    .where(and(eq(requests.clientProfileId, profileId), eq(requests.status, 'ACTIVE')));
  await tx
    .update(requests)
    .set({ locationDetail: null })
    .where(and(eq(requests.clientProfileId, profileId), isNotNull(requests.locationDetail)));
  const canceled = await tx
    .update(paymentOrders)
    .set({ status: 'CANCELED', canceledAt: now, updatedAt: now })
    .where(and(eq(paymentOrders.profileId, profileId), inArray(paymentOrders.status, ['NEW', 'UNPAID', 'PENDING'])))
    .returning({ id: paymentOrders.id });
  if (canceled.length) {
    await tx
      .insert(paymentEvents)
      .values(canceled.map(({ id }) => ({ paymentOrderId: id, source: 'PAYER', state: 'ACCOUNT_DELETED', status: 'CANCELED' as const, createdAt: now })));
  }

  const own = await tx.select({ id: packages.id }).from(packages).where(eq(packages.executorProfileId, profileId));
  const packageIds = own.map((p) => p.id);
  if (packageIds.length) {
    await tx.delete(packageImages).where(inArray(packageImages.packageId, packageIds));
    const ordered = await tx.select({ packageId: packageOrders.packageId }).from(packageOrders).where(inArray(packageOrders.packageId, packageIds));
    const keep = [...new Set(ordered.map((o) => o.packageId))];
    // Packages someone ordered stay (their orders point at them), hidden and without a description.
    await tx.delete(packages).where(and(inArray(packages.id, packageIds), keep.length ? notInArray(packages.id, keep) : undefined));
    if (keep.length) await tx.update(packages).set({ status: 'INACTIVE', description: '', searchText: '' }).where(inArray(packages.id, keep));
  }
  await tx.delete(works).where(eq(works.profileId, profileId));
  await tx.delete(mediaUploads).where(eq(mediaUploads.profileId, profileId));
  await tx.delete(profileCategories).where(eq(profileCategories.profileId, profileId));
  await tx.delete(profileDates).where(eq(profileDates.profileId, profileId));
  await tx.delete(profileNotificationRegions).where(eq(profileNotificationRegions.profileId, profileId));
  await tx.delete(requestAlerts).where(eq(requestAlerts.profileId, profileId));
  await tx.delete(proposalInvitations).where(eq(proposalInvitations.executorProfileId, profileId));
  await tx.delete(notifications).where(eq(notifications.profileId, profileId));
  await tx.delete(billingInfos).where(eq(billingInfos.profileId, profileId));
  await tx.delete(profileApprovalRequests).where(eq(profileApprovalRequests.profileId, profileId));
  // What they wrote to the other party goes; the other party's own messages stay theirs.
  await tx
    .update(messages)
    .set({ text: owner.placeholderText })
    .where(and(eq(messages.senderProfileId, profileId), eq(messages.kind, 'TEXT')));
  // Reviews stay for the professional, without their author.
  await tx.update(profileReviews).set({ clientProfileId: null }).where(eq(profileReviews.clientProfileId, profileId));
  await tx.update(profiles).set(anonymousProfile(profileId, owner.name)).where(eq(profiles.id, profileId));

  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await tx.delete(loginCodes).where(eq(loginCodes.email, email));
  await tx.delete(outboxMails).where(eq(outboxMails.to, email));
  await tx.delete(contactMessages).where(eq(contactMessages.email, email));
  await tx.delete(authThrottles).where(like(authThrottles.key, `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`))
    .returning({ id: sessions.id });
  await tx
    .update(users)
    .set({
      email: `smazany-${userId}@smazany.invalid`,
      name: owner.name,
      role: 'USER',
      passwordHash: null,
      isActive: false,
      termsAgreedAt: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  return ended.map((s) => s.id);
}
