import net from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GOPAY_SIMULATOR_CREDENTIALS } from '../config';
import type { Db } from '../db/database';
import { creditLedger, invoices, notifications, paymentEvents, paymentOrders } from '../db/schema';
import { buildGoPaySimulator, type GoPaySimulator } from '../gopay-simulator/gopay-simulator';
import { present } from '../lib/present';
import { type Auth, graphql } from './graphql-client';
import { type Engine, startTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A port nobody listens on right now (the API must know its own address before it starts). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PaymentsStack {
  t: TestApp;
  simulator: GoPaySimulator;
  /** The simulator's origin, e.g. http://127.0.0.1:41234. */
  simulatorUrl: string;
  close(): Promise<void>;
}

/**
 * The API listening on a real port with the GoPay simulator beside it (both in-process), wired as
 * in production: the adapter talks to the simulator's REST API, the simulator calls the API's
 * notification URL over HTTP.
 */
export async function startPaymentsStack(engine: Engine, options: TestAppOptions = {}): Promise<PaymentsStack> {
  const simulator = buildGoPaySimulator();
  const simulatorUrl = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = await freePort();
  const t = await startTestApp(engine, {
    ...options,
    env: {
      GOPAY_API_URL: `${simulatorUrl}/api`,
      GOPAY_GOID: GOPAY_SIMULATOR_CREDENTIALS.goId,
      GOPAY_CLIENT_ID: GOPAY_SIMULATOR_CREDENTIALS.clientId,
      GOPAY_CLIENT_SECRET: GOPAY_SIMULATOR_CREDENTIALS.clientSecret,
      API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      ...options.env,
    },
  });
  await t.app.listen({ port: apiPort, host: '127.0.0.1' });
  return {
    t,
    simulator,
    simulatorUrl,
    async close() {
      await t.close();
      await simulator.app.close();
    },
  };
}

/*
 * GraphQL documents and database reads shared by the payments suites.
 */

export const ORDER_FIELDS = `id number status method amount bonus isPaid createdAt paidAt gatewayUrl payerName
  bankTransfer { accountNumber iban amount variableSymbol message spayd qrCode }`;

export const CREATE_TOP_UP = `mutation CreateTopUp($input: CreateTopUpInput!) { createTopUp(input: $input) { ${ORDER_FIELDS} } }`;
export const PAYMENT_ORDER = `query PaymentOrder($id: ID!) { paymentOrder(id: $id) { ${ORDER_FIELDS} } }`;

export interface OrderJson {
  id: string;
  number: number;
  status: string;
  method: string;
  amount: number;
  bonus: number;
  isPaid: boolean;
  createdAt: string;
  paidAt: string | null;
  gatewayUrl: string | null;
  payerName: string | null;
  bankTransfer: { accountNumber: string; iban: string; amount: number; variableSymbol: string; message: string; spayd: string; qrCode: string } | null;
}

/** createTopUp that must succeed. */
export async function topUp(app: FastifyInstance, auth: Auth, amount: number, method: 'GOPAY' | 'BANK_TRANSFER'): Promise<OrderJson> {
  const result = await graphql<{ createTopUp: OrderJson }>(app, CREATE_TOP_UP, { input: { amount, method } }, auth);
  if (!result.data?.createTopUp) throw new Error(JSON.stringify(result.errors));
  return result.data.createTopUp;
}

export async function readOrder(app: FastifyInstance, auth: Auth, id: string): Promise<OrderJson | null> {
  const result = await graphql<{ paymentOrder: OrderJson | null }>(app, PAYMENT_ORDER, { id }, auth);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return present(result.data).paymentOrder;
}

export async function orderRow(db: Db, id: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return present(row);
}

/** The ledger postings of one payment order (its top-up, bonus and reversal references). */
export async function ledgerOf(db: Db, orderId: string) {
  const rows = await db
    .select({ kind: creditLedger.kind, amount: creditLedger.amount, reference: creditLedger.reference })
    .from(creditLedger)
    .where(like(creditLedger.reference, `%:${orderId}`));
  return rows.sort((a, b) => a.kind.localeCompare(b.kind));
}

export async function invoicesOf(db: Db, orderId: string) {
  return db.select().from(invoices).where(eq(invoices.paymentOrderId, orderId));
}

export async function eventsOf(db: Db, orderId: string) {
  const rows = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentOrderId, orderId)).orderBy(paymentEvents.id);
  return rows.map((e) => ({ source: e.source, state: e.state, status: e.status }));
}

export async function notificationsOf(db: Db, profileId: string, type: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.profileId, profileId), eq(notifications.type, type)));
}
