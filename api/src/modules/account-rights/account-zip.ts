import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { MediaStorage } from '../../lib/ports';
import type { AccountExport } from './account-rights.service';

/**
 * The export as a ZIP streamed while it is written: `data.json` compressed, then each photo stored
 * as it is (JPEG does not compress further), read from the storage one at a time, so the whole set
 * is never held in memory. A photo missing from the storage is left out (data.json still names it).
 */
export function accountZip(exported: AccountExport, media: MediaStorage): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const drained = () => (out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', () => resolve())) : Promise.resolve());
  void (async () => {
    try {
      const json = new ZipDeflate('data.json', { level: 6 });
      zip.add(json);
      json.push(new TextEncoder().encode(JSON.stringify(exported.data, null, 2)), true);
      for (const photo of exported.photos) {
        const bytes = await media.read(photo.key);
        if (!bytes) continue;
        const file = new ZipPassThrough(photo.file);
        zip.add(file);
        file.push(new Uint8Array(bytes), true);
        await drained();
      }
      zip.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
