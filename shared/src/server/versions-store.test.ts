/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storedVersions, storeVersion, versionDir, versionOf } from '../../server/versions-store.mjs';

function built(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-build-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.mkdirSync(path.join(dir, 'dist-server'));
  fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), `var mf_client = ${JSON.stringify(text)};`);
  fs.writeFileSync(path.join(dir, 'dist', '.build-stamp'), String(Math.random()));
  fs.writeFileSync(path.join(dir, 'dist-server', 'render.cjs'), 'exports.render = async () => ({});');
  return dir;
}

describe('the versions store', () => {
  let store: string;
  beforeEach(() => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-store-'));
  });
  afterEach(() => fs.rmSync(store, { recursive: true, force: true }));

  it('names a version by its content, the build stamp aside', () => {
    const one = built('v1');
    const same = built('v1');
    expect(versionOf(one)).toMatch(/^[0-9a-f]{12}$/);
    expect(versionOf(same)).toBe(versionOf(one));
    expect(versionOf(built('v2'))).not.toBe(versionOf(one));
  });

  it('writes a version once and never overwrites it', () => {
    const first = storeVersion({ storeDir: store, remote: 'mf-client', packageDir: built('v1') });
    expect(first).toMatchObject({ created: true, renderer: true });
    expect(first.integrity).toMatch(/^sha384-/);
    expect(fs.existsSync(path.join(first.dir, 'dist', '.build-stamp'))).toBe(false);
    const marker = path.join(first.dir, 'dist', 'remoteEntry.js');
    const before = fs.statSync(marker).mtimeMs;
    const again = storeVersion({ storeDir: store, remote: 'mf-client', packageDir: built('v1') });
    expect(again).toMatchObject({ version: first.version, created: false, integrity: first.integrity });
    expect(fs.statSync(marker).mtimeMs).toBe(before);
    const second = storeVersion({ storeDir: store, remote: 'mf-client', packageDir: built('v2') });
    expect(storedVersions(store, 'mf-client').sort()).toEqual([first.version, second.version].sort());
  });

  it('never takes a path for a version', () => {
    expect(versionDir(store, 'mf-client', '../../etc')).toBeNull();
    expect(versionDir(store, '../x', 'aaaaaaaaaaaa')).toBeNull();
    expect(versionDir(store, 'mf-client', 'aaaaaaaaaaaa')).toBe(path.join(store, 'mf-client', 'aaaaaaaaaaaa'));
  });
});
