import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where images live. Keys are relative paths like `works/petra-1.jpg`; the API serves them at
 * `/media/<key>`. Disk now; an S3-compatible store can implement the same interface later.
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** null when there is no such object. */
  read(key: string): Promise<Buffer | null>;
}

const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Keys come from URLs: only plain relative paths, never `..`. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').includes('..');
}

export function createDiskMediaStorage(dir: string): MediaStorage {
  const file = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe media key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${target}.${process.pid}.tmp`;
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
  };
}
