import fs from 'node:fs/promises';
import { UPLOAD_TTL_HOURS } from '@zaber/shared/media/constants';
import { eq, inArray } from 'drizzle-orm';
import { mediaUploads } from '../../db/schema';
import type { MediaStorage } from '../../lib/ports';
import { present } from '../../lib/present';
import { graphql } from '../../testing/graphql-client';
import { jpeg, listFiles, tempMediaDir } from '../../testing/media-fixtures';
import { createTestExecutor } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { runDueJobs } from '../jobs/jobs.service';
import { createDiskMediaStorage } from './media-storage';
import { expireUploads } from './uploads.service';

const HOUR = 3_600_000;

describe.each(ENGINES)('the expire-uploads job on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  let media: MediaStorage;
  let pro: { token: string; profileId: string };

  beforeAll(async () => {
    dir = await tempMediaDir('expiry');
    media = createDiskMediaStorage(dir);
    t = await startTestApp(engine, { media });
    pro = await createTestExecutor(t.app, t.database.db, 'expirace@example.cz', 'Eva Expirovaná', { services: ['portretni-fotograf'] });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function upload(): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?purpose=WORK',
      headers: { authorization: `JWT ${pro.token}`, 'content-type': 'image/jpeg' },
      payload: await jpeg(800, 600),
    });
    return (response.json() as { id: string }).id;
  }

  async function age(ids: string[], hours: number) {
    await t.database.db
      .update(mediaUploads)
      .set({ createdAt: new Date(Date.now() - hours * HOUR) })
      .where(inArray(mediaUploads.id, ids));
  }

  const filesOf = async (id: string) => (await listFiles(dir)).filter((f) => f.includes(id));
  const rowOf = async (id: string) => (await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, id)))[0];

  it(`deletes only unattached uploads older than ${UPLOAD_TTL_HOURS} hours, objects and rows, once`, async () => {
    const [expired, fresh, attached] = [await upload(), await upload(), await upload()];
    const add = await graphql(
      t.app,
      'mutation A($input: AddWorksInput!) { addWorks(input: $input) { id } }',
      { input: { categorySlug: 'portretni-fotograf', uploadIds: [attached] } },
      { token: pro.token },
    );
    expect(add.errors).toBeUndefined();
    await age([expired, attached], UPLOAD_TTL_HOURS + 1);
    await age([fresh], UPLOAD_TTL_HOURS - 1);
    expect(await filesOf(expired)).toHaveLength(3);

    expect(await expireUploads(t.app.services, new Date())).toBe(1);
    expect(await rowOf(expired)).toBeUndefined();
    expect(await filesOf(expired)).toEqual([]);
    for (const kept of [fresh, attached]) {
      expect(await rowOf(kept)).toBeDefined();
      expect(await filesOf(kept)).toHaveLength(3);
    }
    expect(await expireUploads(t.app.services, new Date())).toBe(0);

    // As a scheduled job, one hour later the fresh one is due too.
    const runs = await runDueJobs(t.app.services, new Date(Date.now() + 2 * HOUR), { force: true });
    expect(runs).toContainEqual({ name: 'expire-uploads', status: 'done', count: 1 });
    expect(await rowOf(fresh)).toBeUndefined();
    expect(await rowOf(attached)).toBeDefined();
  });

  it('keeps the rows when an object cannot be deleted, so the next run tries again', async () => {
    const id = await upload();
    await age([id], UPLOAD_TTL_HOURS + 1);
    const broken: MediaStorage = {
      ...media,
      delete: async () => {
        throw new Error('storage unavailable');
      },
    };
    await expect(expireUploads({ db: t.app.services.db, media: broken }, new Date())).rejects.toThrow('storage unavailable');
    expect(await rowOf(id)).toBeDefined();
    expect(await expireUploads(t.app.services, new Date())).toBe(1);
    expect(await rowOf(id)).toBeUndefined();
    expect(await filesOf(id)).toEqual([]);
  });

  it('deletes each upload once when two instances run at the same moment', async () => {
    const ids = [await upload(), await upload(), await upload(), await upload()];
    await age(ids, UPLOAD_TTL_HOURS + 1);
    const counts = await Promise.all([expireUploads(t.app.services, new Date()), expireUploads(t.app.services, new Date())]);
    expect(present(counts[0]) + present(counts[1])).toBe(ids.length);
    for (const id of ids) expect(await rowOf(id)).toBeUndefined();
  });
});
