import { eq } from 'drizzle-orm';
import { conversations, messages, profiles, users } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

// The conversations page as mf-account asks for it (ConversationSummaryFields).
const CONVERSATIONS = `query Conversations($page: Int, $pageSize: Int) {
  conversations(page: $page, pageSize: $pageSize) {
    pageInfo { page pageSize totalCount totalPages }
    items {
      id kind status viewerSide subject subjectUrl unreadCount lastMessageAt
      otherParty { id title avatar url }
      lastMessage { id conversationId kind text status mine senderTitle createdAt }
    }
  }
}`;

interface Card {
  subject: string;
  unreadCount: number;
  otherParty: { title: string; avatar: string | null; url: string | null };
  lastMessage: { text: string; mine: boolean; senderTitle: string } | null;
}
interface Page {
  conversations: { pageInfo: { totalCount: number; totalPages: number }; items: Card[] };
}

const COUNT = 8;
const MINUTE = 60_000;

describe.each(ENGINES)('the conversations page on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let statements: string[] | undefined;

  beforeAll(async () => {
    t = await startTestApp(engine, { onQuery: (sql) => statements?.push(sql) });
    const db = t.database.db;
    const pro = await signUpAndLogin(t.app, 'fotograf-stranka@example.cz', 1, 'Petr Fotograf');
    token = pro.token;
    await db.update(profiles).set({ username: 'petr-fotograf' }).where(eq(profiles.id, pro.profileId));
    const start = Date.now() - 100 * MINUTE;
    for (let i = 0; i < COUNT; i += 1) {
      const [user] = await db
        .insert(users)
        .values({ email: `klient-${i}@example.cz`, name: `Klient ${i}`, isActive: true })
        .returning();
      const [client] = await db
        .insert(profiles)
        .values({
          userId: present(user).id,
          username: `klient-${i}`,
          title: `Klient ${i}`,
          avatar: i === 0 ? 'a/0.jpg' : null,
          isClient: true,
          isExecutor: false,
          worksMaxCount: 0,
        })
        .returning();
      const at = (minutes: number) => new Date(start + (i * 10 + minutes) * MINUTE);
      // Conversation i: the client wrote twice; the professional answered in the even ones; the
      // professional read the odd ones after the client's first message.
      const [conversation] = await db
        .insert(conversations)
        .values({
          kind: 'PROPOSAL',
          clientProfileId: present(client).id,
          executorProfileId: pro.profileId,
          subject: `Zakázka ${i}`,
          subjectUrl: `/poptavky/${100 + i}/`,
          lastMessageAt: at(i % 2 === 0 ? 3 : 2),
          executorReadAt: i % 2 === 1 ? at(1.5) : null,
        })
        .returning();
      const id = present(conversation).id;
      await db
        .insert(messages)
        .values([
          { conversationId: id, senderProfileId: present(client).id, text: `Dobrý den ${i}`, createdAt: at(1) },
          { conversationId: id, senderProfileId: present(client).id, text: `Ještě dotaz ${i}`, createdAt: at(2) },
          ...(i % 2 === 0 ? [{ conversationId: id, senderProfileId: pro.profileId, text: `Odpověď ${i}`, createdAt: at(3) }] : []),
        ]);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function page(pageNumber: number, pageSize: number) {
    statements = [];
    const result = await graphql<Page>(t.app, CONVERSATIONS, { page: pageNumber, pageSize }, { token });
    const count = statements.length;
    statements = undefined;
    expect(result.errors).toBeUndefined();
    return { count, data: present(result.data).conversations };
  }

  it('shows each card with its other party, newest message and unread count, latest first', async () => {
    const { data } = await page(1, COUNT);
    expect(data.pageInfo).toMatchObject({ totalCount: COUNT, totalPages: 1 });
    expect(data.items.map((card) => card.subject)).toEqual(Array.from({ length: COUNT }, (_, i) => `Zakázka ${COUNT - 1 - i}`));
    const card = (i: number) => present(data.items.find((item) => item.subject === `Zakázka ${i}`));
    expect(card(0)).toMatchObject({
      unreadCount: 2,
      otherParty: { title: 'Klient 0', avatar: 'a/0.jpg', url: null },
      lastMessage: { text: 'Odpověď 0', mine: true, senderTitle: 'Petr Fotograf' },
    });
    expect(card(1)).toMatchObject({
      unreadCount: 1,
      otherParty: { title: 'Klient 1', avatar: null, url: null },
      lastMessage: { text: 'Ještě dotaz 1', mine: false, senderTitle: 'Klient 1' },
    });
  });

  it('costs the same two statements for a page of 3 cards and of 8', async () => {
    const three = await page(1, 3);
    const eight = await page(1, COUNT);
    expect(three.data.items).toHaveLength(3);
    expect(eight.data.items).toHaveLength(COUNT);
    expect(three.data.pageInfo.totalCount).toBe(COUNT);
    // The viewer's session, then the page with everything its cards show.
    expect(eight.count).toBe(three.count);
    expect(eight.count).toBeLessThanOrEqual(2);
  });

  it('still counts the conversations on a page past the last one', async () => {
    const { data } = await page(5, 3);
    expect(data.items).toEqual([]);
    expect(data.pageInfo).toMatchObject({ totalCount: COUNT, totalPages: 3 });
  });
});
