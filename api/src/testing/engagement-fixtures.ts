import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { packagePriceOptions, packageServices, packages } from '../db/schema';
import { present } from '../lib/present';
import { slugify } from '../lib/slug';
import { type Auth, graphql } from './graphql-client';
import { categoryId } from './requests-fixtures';

export interface TestPackageOptions {
  categorySlug: string;
  title?: string;
  status?: 'ACTIVE' | 'INACTIVE';
  /** Price options in haléř. */
  options?: { title: string; price: number }[];
  services?: { title: string; price: number }[];
}

/**
 * A package written directly (as the packages module would leave it), so the order suites do not
 * depend on how packages are edited: its options and additional services with their ids.
 */
export async function createTestPackage(db: Db, executorProfileId: string, options: TestPackageOptions) {
  const title = options.title ?? 'Svatba na celý den';
  const priceOptions = options.options ?? [{ title: 'Obřad', price: 800_000 }];
  const [pkg] = await db
    .insert(packages)
    .values({
      executorProfileId,
      categoryId: await categoryId(db, options.categorySlug),
      municipalityId: null,
      title,
      slug: slugify(title),
      description: 'Fotografie z celého svatebního dne, od příprav po první tanec.',
      status: options.status ?? 'ACTIVE',
      priceFrom: Math.min(...priceOptions.map((o) => o.price)),
    })
    .returning();
  const optionRows = await db
    .insert(packagePriceOptions)
    .values(priceOptions.map((o, sort) => ({ packageId: present(pkg).id, title: o.title, price: o.price, description: `${o.title}: co obsahuje.`, sort })))
    .returning();
  const services = options.services ?? [];
  const serviceRows = services.length
    ? await db
        .insert(packageServices)
        .values(services.map((s, sort) => ({ packageId: present(pkg).id, title: s.title, price: s.price, sort })))
        .returning()
    : [];
  return { id: String(present(pkg).id), optionIds: optionRows.map((o) => String(o.id)), serviceIds: serviceRows.map((s) => String(s.id)) };
}

const SET_STATUS = `mutation SetConversationStatus($input: SetConversationStatusInput!) { setConversationStatus(input: $input) { id status } }`;

const DELIVER = `mutation MarkConversationDelivered($id: ID!) { markConversationDelivered(id: $id) { id } }`;

/** The engagement's conversation the whole way to DONE, as in the app: the professional moves it to post-production and hands the work over, the client confirms. */
export async function finishConversation(app: FastifyInstance, executor: Auth, client: Auth, conversationId: string): Promise<void> {
  const steps: [Auth, string, Record<string, unknown>][] = [
    ...['WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION'].map((status): [Auth, string, Record<string, unknown>] => [
      executor,
      SET_STATUS,
      { input: { conversationId, status } },
    ]),
    [executor, DELIVER, { id: conversationId }],
    [client, SET_STATUS, { input: { conversationId, status: 'DONE' } }],
  ];
  for (const [who, document, variables] of steps) {
    const moved = await graphql(app, document, variables, who);
    if (moved.errors) throw new Error(JSON.stringify(moved.errors));
  }
}
