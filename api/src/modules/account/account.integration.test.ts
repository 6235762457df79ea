import { BILLING_ERRORS } from '@zaber/shared/money/schema';
import { eq } from 'drizzle-orm';
import { billingInfos, profiles } from '../../db/schema';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const BILLING_FIELDS = 'id isValid name country taxId vatId city address postalCode created updated';
const UPDATE_BILLING = `mutation Billing($input: BillingInfoInput!) { updateBillingInfo(input: $input) { ${BILLING_FIELDS} } }`;
const UPDATE_ACCOUNT = `mutation Account($input: UpdateAccountInput!) { updateAccount(input: $input) { id name title email } }`;
const PROFILE = `query P { currentProfile { id name title billingInfo { ${BILLING_FIELDS} } } }`;

type Billing = {
  id: string;
  isValid: boolean;
  name: string;
  country: string;
  taxId: string;
  vatId: string | null;
  city: string;
  address: string;
  postalCode: string;
  created: string;
  updated: string;
};

const COMPANY = { name: 'Alfa Foto s.r.o.', country: 'CZ', taxId: '27082440', vatId: 'CZ27082440', city: 'Praha', address: 'Vodičkova 1', postalCode: '11000' };

function fieldErrors(result: GraphqlResult) {
  expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return result.errors?.[0]?.extensions?.fieldErrors;
}

describe.each(ENGINES)('billing info and account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (token: string, input: Record<string, unknown>) => graphql<{ updateBillingInfo: Billing }>(t.app, UPDATE_BILLING, { input }, { token });

  it('saves a company’s billing info, normalising the PSČ, and answers it as valid in the profile', async () => {
    const { token } = await signUpAndLogin(t.app, 'firma@example.cz', 1);
    const saved = await save(token, COMPANY);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateBillingInfo).toMatchObject({ ...COMPANY, postalCode: '110 00', isValid: true });
    const profile = await graphql<{ currentProfile: { billingInfo: Billing } }>(t.app, PROFILE, {}, { token });
    expect(profile.data?.currentProfile.billingInfo).toEqual(saved.data?.updateBillingInfo);
  });

  it('saves it whole again (upsert): one row, the same id and created, `updated` moves on', async () => {
    const { token, profileId } = await signUpAndLogin(t.app, 'upsert@example.cz', 0);
    const first = present((await save(token, COMPANY)).data).updateBillingInfo;
    await new Promise((resolve) => setTimeout(resolve, 15));
    const second = await save(token, {
      name: 'Jan Novák',
      taxId: '27082440',
      vatId: 'CZ8001011234',
      city: 'Brno',
      address: 'Kobližná 2',
      postalCode: '602 00',
    });
    expect(second.errors).toBeUndefined();
    const updated = present(second.data).updateBillingInfo;
    expect(updated).toMatchObject({
      id: first.id,
      created: first.created,
      name: 'Jan Novák',
      country: 'CZ',
      vatId: 'CZ8001011234',
      postalCode: '602 00',
      isValid: true,
    });
    expect(Date.parse(updated.updated)).toBeGreaterThan(Date.parse(first.updated));
    // No DIČ given: none kept.
    const third = await save(token, { ...COMPANY, vatId: null });
    expect(third.data?.updateBillingInfo.vatId).toBeNull();
    expect(await t.database.db.select().from(billingInfos).where(eq(billingInfos.profileId, profileId))).toHaveLength(1);
  });

  it('refuses an invalid IČO, DIČ and PSČ with the Czech messages of the form', async () => {
    const { token } = await signUpAndLogin(t.app, 'chyby@example.cz', 1);
    expect(fieldErrors(await save(token, { ...COMPANY, taxId: '27082441', vatId: null }))).toEqual({ taxId: BILLING_ERRORS.TAX_ID });
    expect(fieldErrors(await save(token, { ...COMPANY, vatId: 'CZ123' }))).toEqual({ vatId: BILLING_ERRORS.VAT_ID });
    // A company's 8-digit DIČ must be CZ + its own IČO.
    expect(fieldErrors(await save(token, { ...COMPANY, vatId: 'CZ25596641' }))).toEqual({ vatId: BILLING_ERRORS.VAT_ID_COMPANY });
    for (const postalCode of ['1100', '110000', '11 000', 'abcde']) {
      expect(fieldErrors(await save(token, { ...COMPANY, postalCode }))).toEqual({ postalCode: BILLING_ERRORS.POSTAL_CODE });
    }
    expect(fieldErrors(await save(token, { ...COMPANY, name: ' ', city: '' }))).toEqual({ name: expect.any(String), city: expect.any(String) });
    expect(fieldErrors(await save(token, { ...COMPANY, country: 'DE' }))).toEqual({ country: BILLING_ERRORS.COUNTRY });
    // Nothing was saved.
    expect((await graphql<{ currentProfile: { billingInfo: Billing | null } }>(t.app, PROFILE, {}, { token })).data?.currentProfile.billingInfo).toBeNull();
    // "110 00" with its space is fine too.
    expect((await save(token, { ...COMPANY, postalCode: '110 00' })).data?.updateBillingInfo.postalCode).toBe('110 00');
  });

  it('answers isValid false for stored billing info that does not pass the rules', async () => {
    const { token, profileId } = await signUpAndLogin(t.app, 'stara@example.cz', 1);
    await t.database.db
      .insert(billingInfos)
      .values({ profileId, name: 'Stará Data', country: 'CZ', taxId: '27082441', city: 'Praha', address: 'Ulice 1', postalCode: '11000' });
    const profile = await graphql<{ currentProfile: { billingInfo: Billing } }>(t.app, PROFILE, {}, { token });
    expect(profile.data?.currentProfile.billingInfo).toMatchObject({ taxId: '27082441', isValid: false });
  });

  it('changes the account’s name; a client’s title follows it, a professional’s stays', async () => {
    const client = await signUpAndLogin(t.app, 'jmeno-klient@example.cz', 0, 'Karel Starý');
    const renamed = await graphql<{ updateAccount: { id: string; name: string; title: string; email: string } }>(
      t.app,
      UPDATE_ACCOUNT,
      { input: { name: '  Karel Nový  ' } },
      { token: client.token },
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateAccount).toEqual({ id: client.profileId, name: 'Karel Nový', title: 'Karel Nový', email: 'jmeno-klient@example.cz' });

    const pro = await signUpAndLogin(t.app, 'jmeno-profik@example.cz', 1, 'Petra Fotí');
    await t.database.db.update(profiles).set({ title: 'Petra Fotí – svatby' }).where(eq(profiles.id, pro.profileId));
    const proRenamed = await graphql<{ updateAccount: { name: string; title: string } }>(
      t.app,
      UPDATE_ACCOUNT,
      { input: { name: 'Petra Nová' } },
      { token: pro.token },
    );
    expect(proRenamed.data?.updateAccount).toMatchObject({ name: 'Petra Nová', title: 'Petra Fotí – svatby' });

    expect(fieldErrors(await graphql(t.app, UPDATE_ACCOUNT, { input: { name: '   ' } }, { token: client.token }))).toEqual({ name: expect.any(String) });
  });

  it('refuses guests', async () => {
    expect((await graphql(t.app, UPDATE_BILLING, { input: COMPANY })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(t.app, UPDATE_ACCOUNT, { input: { name: 'Host' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
