import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  categories,
  municipalities,
  notifications,
  packageOrderServices,
  packageOrders,
  packagePriceOptions,
  packageServices,
  packages,
  privateRequests,
  profileCategories,
  profiles,
  users,
} from '../db/schema';
import { present } from '../lib/present';
import { privateRequestTitle } from '../modules/private-requests/private-requests.mappers';

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function profileIdOf(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, email));
  return row?.id;
}

/**
 * The demo client has ordered one of `profik@`'s packages and sent her a targeted request, both
 * waiting for her decision, so the badges of "Moje balíčky" and "Cílené poptávky" show life. Runs
 * once: nothing is written when the demo client has an order or a targeted request already.
 * Each comes with the professional's notification, as orderPackage and createPrivateRequest write
 * it (every badge is also a row of /notifications/), marked mailed: seeding never sends e-mail.
 */
export async function seedDemoEngagements(db: Db): Promise<{ orders: number; privateRequests: number }> {
  const report = { orders: 0, privateRequests: 0 };
  const [clientId, executorId] = [await profileIdOf(db, 'klient@zaber.test'), await profileIdOf(db, 'profik@zaber.test')];
  if (!clientId || !executorId) return report;
  const [orders] = await db.select({ n: count() }).from(packageOrders).where(eq(packageOrders.clientProfileId, clientId));
  const [asked] = await db.select({ n: count() }).from(privateRequests).where(eq(privateRequests.clientProfileId, clientId));
  if ((orders?.n ?? 0) > 0 || (asked?.n ?? 0) > 0) return report;

  await db.transaction(async (tx) => {
    const [pkg] = await tx
      .select()
      .from(packages)
      .where(and(eq(packages.executorProfileId, executorId), eq(packages.status, 'ACTIVE')))
      .orderBy(asc(packages.id))
      .limit(1);
    const [option] = pkg
      ? await tx.select().from(packagePriceOptions).where(eq(packagePriceOptions.packageId, pkg.id)).orderBy(asc(packagePriceOptions.sort)).limit(1)
      : [];
    if (pkg && option) {
      const [service] = await tx.select().from(packageServices).where(eq(packageServices.packageId, pkg.id)).orderBy(asc(packageServices.sort)).limit(1);
      const [order] = await tx
        .insert(packageOrders)
        .values({
          packageId: pkg.id,
          clientProfileId: clientId,
          executorProfileId: executorId,
          priceOptionId: option.id,
          priceOptionTitle: option.title,
          price: option.price,
          total: option.price + (service?.price ?? 0),
          preferredDate: isoDay(new Date(Date.now() + 60 * DAY)),
          info: 'Obřad začíná ve 14 h, hostina je hned vedle.',
          createdAt: new Date(Date.now() - 3 * 3_600_000),
        })
        .returning();
      if (service)
        await tx.insert(packageOrderServices).values({ orderId: present(order).id, serviceId: service.id, title: service.title, price: service.price });
      await tx.insert(notifications).values({
        profileId: executorId,
        type: 'ORDER_RECEIVED',
        text: `Nová objednávka balíčku „${pkg.title}“ (č. ${present(order).number}) za ${formatMoney(present(order).total)}. Přijměte ji, nebo odmítněte.`,
        link: href('my-package-detail', { id: String(pkg.id), tab: 'objednavky' }),
        createdAt: present(order).createdAt,
        emailedAt: present(order).createdAt,
      });
      report.orders += 1;
    }
    // Places are optional (tests may skip the CSV): without Praha there is no targeted request.
    const [praha] = await tx
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.name, 'Praha'))
      .orderBy(asc(municipalities.sort))
      .limit(1);
    const [offered] = await tx
      .select({ categoryId: profileCategories.categoryId })
      .from(profileCategories)
      .where(and(eq(profileCategories.profileId, executorId), eq(profileCategories.active, true)))
      .orderBy(asc(profileCategories.categoryId))
      .limit(1);
    if (praha && offered) {
      const [asked] = await tx
        .insert(privateRequests)
        .values({
          clientProfileId: clientId,
          executorProfileId: executorId,
          categoryId: offered.categoryId,
          municipalityId: praha.id,
          date: isoDay(new Date(Date.now() + 75 * DAY)),
          description: 'Hledáme fotografa na komorní svatbu v Praze, asi třicet hostů, obřad i hostina.',
          createdAt: new Date(Date.now() - 5 * 3_600_000),
        })
        .returning();
      const [service] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, offered.categoryId));
      await tx.insert(notifications).values({
        profileId: executorId,
        type: 'PRIVATE_REQUEST_RECEIVED',
        text: `Nová cílená poptávka „${privateRequestTitle(service?.name ?? '', 'Praha')}“ (č. ${present(asked).number}). Přijměte ji, nebo odmítněte.`,
        link: href('private-requests'),
        createdAt: present(asked).createdAt,
        emailedAt: present(asked).createdAt,
      });
      report.privateRequests += 1;
    }
  });
  return report;
}
