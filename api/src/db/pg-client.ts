import { Client } from 'pg';

/** One PostgreSQL connection of its own (outside the app's pool) for `fn`, closed afterwards. */
export async function withPgClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
