import { contactMessages } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql, outbox } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const SEND = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok } }`;

describe.each(ENGINES)('contact form on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a bad e-mail and missing fields with Czech messages, storing nothing', async () => {
    const result = await graphql(t.app, SEND, { input: { name: '', email: 'spatny-email', message: 'krátce' } });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'Povinné pole', email: 'Špatně zadaný Email', message: 'Minimální délka je 10 znaků' },
    });
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
  });

  it('stores the message and e-mails it to the support address', async () => {
    const result = await graphql(t.app, SEND, { input: { name: 'Jana Nováková', email: 'Jana@Example.cz', message: 'Dobrý den, jak mohu smazat účet?' } });
    expect(result.data).toEqual({ sendContactMessage: { ok: true } });
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Jana Nováková', email: 'jana@example.cz' });
    const [mail] = await outbox(t.app, 'podpora@zaber.test');
    expect(mail).toMatchObject({ subject: 'Zpráva z kontaktního formuláře: Jana Nováková' });
    expect(present(mail).text).toContain('jak mohu smazat účet?');
  });
});
