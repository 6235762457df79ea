import type { ManifestResult } from '../remotes-manifest';
import { versionsChanged, watchReleases } from './release-watch';

const manifest = (versions: Record<string, string>): ManifestResult => ({
  ok: true,
  manifest: { entries: {}, unknown: [], versions: Object.fromEntries(Object.entries(versions).map(([id, version]) => [id, { version }])) },
});

function routing(newUrl: string, oldUrl = 'http://localhost/a/') {
  const cancels: Promise<boolean>[] = [];
  const event = new CustomEvent('single-spa:before-routing-event', {
    detail: { oldUrl, newUrl, cancelNavigation: (p: Promise<boolean>) => cancels.push(p) },
  });
  return { event, cancels };
}

describe('versionsChanged', () => {
  it('compares every remote, a missing one as the built version', () => {
    expect(versionsChanged({ 'mf-client': 'aaaaaaaaaaaa' }, { 'mf-client': { version: 'aaaaaaaaaaaa' } })).toBe(false);
    expect(versionsChanged({ 'mf-client': 'aaaaaaaaaaaa' }, { 'mf-client': { version: 'bbbbbbbbbbbb' } })).toBe(true);
    expect(versionsChanged({}, { 'mf-public': { version: 'built' } })).toBe(false);
    expect(versionsChanged({}, { 'mf-public': { version: 'cccccccccccc' } })).toBe(true);
  });
});

describe('watchReleases', () => {
  it('turns the next navigation into a full load when a version changed', async () => {
    let clock = 0;
    const loads: string[] = [];
    const handle = watchReleases({
      running: { 'mf-client': 'aaaaaaaaaaaa' },
      fetchManifest: async () => manifest({ 'mf-client': 'bbbbbbbbbbbb' }),
      load: (url) => loads.push(url),
      now: () => clock,
    });
    clock = 5000;
    const { event, cancels } = routing('http://localhost/b/');
    handle(event);
    expect(await cancels[0]).toBe(true);
    expect(loads).toEqual(['http://localhost/b/']);
  });

  it('lets the navigation go on when nothing changed, and asks at most once a second', async () => {
    let clock = 0;
    let asked = 0;
    const handle = watchReleases({
      running: { 'mf-client': 'aaaaaaaaaaaa' },
      fetchManifest: async () => {
        asked += 1;
        return manifest({ 'mf-client': 'aaaaaaaaaaaa' });
      },
      load: () => {
        throw new Error('no load expected');
      },
      now: () => clock,
    });
    clock = 1500;
    const first = routing('http://localhost/b/');
    handle(first.event);
    expect(await first.cancels[0]).toBe(false);
    clock = 1800;
    const second = routing('http://localhost/c/');
    handle(second.event);
    expect(second.cancels).toEqual([]);
    // A re-route without a new address (a role change) is not a navigation.
    clock = 9000;
    const same = routing('http://localhost/a/');
    handle(same.event);
    expect(same.cancels).toEqual([]);
    expect(asked).toBe(1);
  });
});
