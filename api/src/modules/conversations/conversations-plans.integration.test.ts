import { sql } from 'drizzle-orm';
import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { analyzedPlan, rowsWalked } from '../../testing/plan-costs';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const CONVERSATIONS = `query Conversations($page: Int, $pageSize: Int) {
  conversations(page: $page, pageSize: $pageSize) {
    pageInfo { totalCount totalPages }
    items { subject unreadCount lastMessage { text } }
  }
}`;

interface Page {
  conversations: {
    pageInfo: { totalCount: number; totalPages: number };
    items: { subject: string; unreadCount: number; lastMessage: { text: string } | null }[];
  };
}

/** Conversations of the professional with clients, and as a client with another professional. */
const AS_PROFESSIONAL = 300;
const AS_CLIENT = 5;
const PAGE_SIZE = 48;

// A professional's list of conversations grows with every engagement: a page must read the rows it
// shows (and the few before it), not every conversation of the viewer, sorted, on every page.
describe.each(ENGINES)('the conversations page on %s, with hundreds of conversations', (engine) => {
  let t: TestApp;
  let token: string;
  let recorded: { text: string; params: unknown[] }[] | undefined;

  beforeAll(async () => {
    t = await startTestApp(engine, { onQuery: (text, params) => recorded?.push({ text, params }) });
    const db = t.database.db;
    const pro = await signUpAndLogin(t.app, 'mnoho-zakazek@example.cz', 1, 'Petr Vytížený');
    const client = await signUpAndLogin(t.app, 'klientka-mnoha@example.cz', 0, 'Klára Stálá');
    const other = await signUpAndLogin(t.app, 'jiny-profik@example.cz', 1, 'Jan Jiný');
    token = pro.token;
    // Conversation n moved n minutes ago; every third has a client's message the professional has not read.
    await db.execute(sql`
      insert into conversations (kind, client_profile_id, executor_profile_id, subject, last_message_at, executor_read_at)
      select 'PROPOSAL', ${client.profileId}::uuid, ${pro.profileId}::uuid, 'Zakázka ' || n,
             now() - make_interval(mins => n), case when n % 3 = 0 then null else now() - make_interval(mins => n) end
      from generate_series(1, ${AS_PROFESSIONAL}) as n`);
    await db.execute(sql`
      insert into conversations (kind, client_profile_id, executor_profile_id, subject, last_message_at, client_read_at)
      select 'PROPOSAL', ${pro.profileId}::uuid, ${other.profileId}::uuid, 'Objednávka ' || n,
             now() - make_interval(secs => (n * 20 + 10) * 60 + 30), null
      from generate_series(1, ${AS_CLIENT}) as n`);
    await db.execute(sql`
      insert into messages (conversation_id, sender_profile_id, text, created_at)
      select id, case when executor_profile_id = ${pro.profileId}::uuid then client_profile_id else executor_profile_id end,
             'Zpráva k ' || subject, last_message_at
      from conversations`);
    await db.execute(sql`analyze conversations`);
    await db.execute(sql`analyze messages`);
  });
  afterAll(async () => {
    await t.close();
  });

  async function page(pageNumber: number) {
    recorded = [];
    const result = await graphql<Page>(t.app, CONVERSATIONS, { page: pageNumber, pageSize: PAGE_SIZE }, { token });
    const statements = recorded;
    recorded = undefined;
    expect(result.errors).toBeUndefined();
    const statement = present(statements.find((s) => /from "messages"/.test(s.text) && /"last_message"/.test(s.text)));
    return { data: present(result.data).conversations, statement };
  }

  it.each([1, 3])('page %i walks only the rows up to its own', async (pageNumber) => {
    const { data, statement } = await page(pageNumber);
    expect(data.items).toHaveLength(PAGE_SIZE);
    const plan = await analyzedPlan(t.database.db, statement.text, statement.params);
    // The page's rows and those before it, from each of the viewer's two sides (and the row that ends a walk).
    const reach = pageNumber * PAGE_SIZE;
    expect(rowsWalked(plan, 'conversations')).toBeLessThanOrEqual(2 * (reach + 1));
  });

  it('lists both sides latest first, with the total, unread counts and newest messages', async () => {
    const { data } = await page(1);
    expect(data.pageInfo).toEqual({ totalCount: AS_PROFESSIONAL + AS_CLIENT, totalPages: Math.ceil((AS_PROFESSIONAL + AS_CLIENT) / PAGE_SIZE) });
    const subjects = data.items.map((item) => item.subject);
    // Objednávka n moved 20n + 10.5 minutes ago: Objednávka 1 between Zakázka 30 and 31.
    expect(subjects.slice(0, 31)).toEqual([...Array.from({ length: 30 }, (_, i) => `Zakázka ${i + 1}`), 'Objednávka 1']);
    expect(subjects[31]).toBe('Zakázka 31');
    for (const item of data.items) {
      const n = Number(item.subject.split(' ')[1]);
      const unread = item.subject.startsWith('Objednávka') || n % 3 === 0 ? 1 : 0;
      expect({ subject: item.subject, unreadCount: item.unreadCount }).toEqual({ subject: item.subject, unreadCount: unread });
      expect(item.lastMessage?.text).toBe(`Zpráva k ${item.subject}`);
    }
  });
});
