import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaS3Config } from '../../config';
import { loadOnce } from '../../lib/load-once';
import type { MediaObject, MediaStorage } from '../../lib/ports';

/** By extension: the pipeline writes .jpg and .webp; .png and .avif are for objects stored by hand. */
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** The content type of a key by its extension; undefined for anything that is not an image the API serves. */
export function mediaContentType(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
}

const byKey = (a: MediaObject, b: MediaObject) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The storage key of a `/media/<key>` URL (what `profiles.avatar` holds); null for anything else. */
export function keyOfMediaUrl(url: string | null | undefined): string | null {
  return url?.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Keys come from URLs: only plain relative paths, never `..`. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').includes('..');
}

function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe media key ${key}`);
  return key;
}

export function createDiskMediaStorage(dir: string): MediaStorage {
  const file = (key: string) => path.join(dir, checkedKey(key));
  return {
    async put(key, data) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file; the random part keeps two writers apart.
      const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, target);
    },
    async exists(key) {
      try {
        await fs.access(file(key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      try {
        return await fs.readFile(file(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    async list() {
      const objects: MediaObject[] = [];
      const walk = async (relative: string): Promise<void> => {
        const entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
        for (const entry of entries) {
          const key = relative ? `${relative}/${entry.name}` : entry.name;
          if (entry.isDirectory()) await walk(key);
          // A `.tmp` file is a put in progress (renamed when complete).
          else if (entry.isFile() && !entry.name.endsWith('.tmp') && isSafeKey(key)) {
            objects.push({ key, bytes: (await fs.stat(path.join(dir, key))).size });
          }
        }
      };
      await walk('');
      return objects.sort(byKey);
    },
  };
}

/** The AWS SDK (≈ 20 MB a process), loaded with the first media operation of an S3-backed API. */
const s3Sdk = loadOnce(() => import('@aws-sdk/client-s3'));

/** S3 answers a missing key with 404 (NoSuchKey on GET, NotFound on HEAD). */
async function isMissing(error: unknown): Promise<boolean> {
  const { S3ServiceException } = await s3Sdk();
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** An S3-compatible bucket (AWS, MinIO, Ceph, s3rver in tests); keys are the object keys. */
export function createS3MediaStorage(config: MediaS3Config): MediaStorage {
  const client = loadOnce(async () => {
    const { S3Client } = await s3Sdk();
    return new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      // Without explicit keys the SDK's default chain (environment, instance role) applies.
      ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    });
  });
  const Bucket = config.bucket;
  return {
    async put(key, data, contentType) {
      const { PutObjectCommand } = await s3Sdk();
      await (await client()).send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentType: contentType }));
    },
    async exists(key) {
      const { HeadObjectCommand } = await s3Sdk();
      try {
        await (await client()).send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (await isMissing(error)) return false;
        throw error;
      }
    },
    async read(key) {
      const { GetObjectCommand } = await s3Sdk();
      try {
        const object = await (await client()).send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (await isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await s3Sdk();
      await (await client()).send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async list() {
      const { ListObjectsV2Command } = await s3Sdk();
      const objects: MediaObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await (await client()).send(new ListObjectsV2Command({ Bucket, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isSafeKey(object.Key)) objects.push({ key: object.Key, bytes: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects.sort(byKey);
    },
  };
}

/** The configured store: S3 when MEDIA_S3_BUCKET is set, else the folder MEDIA_DIR. */
export function createMediaStorage(config: { mediaDir: string; mediaS3: MediaS3Config | undefined }): MediaStorage {
  return config.mediaS3 ? createS3MediaStorage(config.mediaS3) : createDiskMediaStorage(config.mediaDir);
}
