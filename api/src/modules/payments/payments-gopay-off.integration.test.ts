import { PAYMENT_ERRORS } from '@zaber/shared/money/schema';
import { eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema';
import { graphql } from '../../testing/graphql-client';
import { CREATE_TOP_UP, topUp } from '../../testing/payments-fixtures';
import { createTestExecutor } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const METHODS = `query TopUpMethods { topUpMethods }`;
const KC = 100;

describe.each(ENGINES)('GoPay switched off (PAYMENTS_GOPAY=off) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { PAYMENTS_GOPAY: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers bank transfers only, and refuses a GoPay top-up in Czech without writing an order', async () => {
    const pro = await createTestExecutor(t.app, t.database.db, 'bez-gopay@example.cz', 'Bohdana Bezkartová', { services: ['svatebni-fotograf'] });
    const methods = await graphql<{ topUpMethods: string[] }>(t.app, METHODS, {}, { token: pro.token });
    expect(methods.data?.topUpMethods).toEqual(['BANK_TRANSFER']);

    const refused = await graphql(t.app, CREATE_TOP_UP, { input: { amount: 500 * KC, method: 'GOPAY' } }, { token: pro.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual({ method: PAYMENT_ERRORS.GOPAY_OFF });
    expect(await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.profileId, pro.profileId))).toEqual([]);

    const bank = await topUp(t.app, { token: pro.token }, 500 * KC, 'BANK_TRANSFER');
    expect(bank.status).toBe('UNPAID');
  });
});

describe.each(ENGINES)('GoPay on by default on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers both methods to guests and users alike', async () => {
    const methods = await graphql<{ topUpMethods: string[] }>(t.app, METHODS);
    expect(methods.data?.topUpMethods).toEqual(['BANK_TRANSFER', 'GOPAY']);
  });
});
