import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const APPS = ['shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account', 'shared'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = APPS.flatMap((app) => sources(path.join(ROOT, app, 'src')));
const imports = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');

describe('import conventions of the front-end', () => {
  it('formats numbers and dates with @zaber/shared/platform/format and platform/dates, never with an Intl formatter', () => {
    // A page's first Intl formatter costs a browser 25–60 ms (ICU loads its locale data), in one task.
    const formatter = /\bIntl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat|ListFormat)\b|\.toLocale(Date|Time)?String\(/;
    const offenders = files.filter((f) => formatter.test(fs.readFileSync(f, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')));
    expect(offenders).toEqual([]);
  });

  it('reaches antd only through the @zaber/shared/ui/antd kit (one antd on the page)', () => {
    const kit = (f: string) => f.endsWith(path.join('shared', 'src', 'ui', 'antd.ts')) || f.includes(path.join('shared', 'src', 'ui', 'antd') + path.sep);
    const offenders = files.filter((f) => !kit(f) && imports(f).some((i) => i === 'antd' || i.startsWith('antd/')));
    expect(offenders).toEqual([]);
  });

  it('lists every antd component of the kit in the loaders the shell provides to the remotes', async () => {
    const { ANTD_KIT } = await import('@zaber/shared/ui/antd-kit');
    const kit = fs
      .readdirSync(path.join(ROOT, 'shared', 'src', 'ui', 'antd'))
      .filter((f) => f.endsWith('.ts') && f !== 'cs-cz.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(ANTD_KIT).sort()).toEqual(kit.sort());
  });

  it('imports antd components one module each, never a barrel of them all (each is a shared module)', () => {
    const offenders = files.filter((f) => /import \{[^}]*\} from '@zaber\/shared\/ui\/antd';/.test(fs.readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('imports @zaber/shared modules by package name inside shared, so federation shares one instance', () => {
    const shared = files.filter((f) => f.includes(`${path.sep}shared${path.sep}src${path.sep}`));
    const offenders = shared.filter((f) => imports(f).some((i) => i.startsWith('./') || i.startsWith('../')));
    expect(offenders).toEqual([]);
  });

  it('draws each component once: no two packages export a component of the same name from a file of the same name', () => {
    // Each remote draws its own page of a route it owns for a role (one path, a page per role), and its own root App.
    const ownPerRemote = (base: string, name: string) => (base === 'app' && name === 'App') || (base.endsWith('-page') && name.endsWith('Page'));
    const homes = new Map<string, Set<string>>();
    for (const file of files.filter((f) => f.endsWith('.tsx'))) {
      const pkg = path.relative(ROOT, file).split(path.sep)[0] ?? '';
      const base = path.basename(file, '.tsx');
      const names = [...fs.readFileSync(file, 'utf8').matchAll(/^export (?:default )?(?:function|const|class) ([A-Z]\w*)/gm)].map((m) => m[1] ?? '');
      for (const name of names.filter((n) => !ownPerRemote(base, n))) {
        const key = `${base}.tsx: ${name}`;
        homes.set(key, (homes.get(key) ?? new Set()).add(pkg));
      }
    }
    const twice = [...homes].filter(([, pkgs]) => pkgs.size > 1).map(([key, pkgs]) => `${key} (${[...pkgs].sort().join(', ')})`);
    expect(twice).toEqual([]);
  });

  it('exports every module of @zaber/shared under its path (a new folder needs its pattern in package.json)', () => {
    const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types?: string }>;
    };
    const patterns = Object.entries(exports).flatMap(([key, target]) => {
      const types = typeof target === 'string' ? target : target.types;
      return types?.startsWith('./src/') ? [{ key, types }] : [];
    });
    // What an import of `@zaber/shared/<subpath>` resolves to: the exact key, else the pattern with the longest prefix.
    const resolve = (subpath: string) => {
      const exact = patterns.find((p) => p.key === subpath);
      if (exact) return exact.types;
      const best = patterns
        .filter((p) => p.key.includes('*') && subpath.startsWith(p.key.slice(0, p.key.indexOf('*'))))
        .sort((a, b) => b.key.indexOf('*') - a.key.indexOf('*'))[0];
      return best ? best.types.replace('*', subpath.slice(best.key.indexOf('*'))) : null;
    };
    const unreachable = files
      .filter((f) => f.includes(`${path.sep}shared${path.sep}src${path.sep}`))
      .map((f) => `./${path.relative(path.join(ROOT, 'shared'), f).split(path.sep).join('/')}`)
      .filter((file) => resolve(`./${file.slice('./src/'.length).replace(/\.tsx?$/, '')}`) !== file);
    expect(unreachable).toEqual([]);
  });

  it('never imports one remote from another', () => {
    const remotes = ['mf-public', 'mf-client', 'mf-executor', 'mf-account'];
    const offenders = files.filter((f) => {
      const own = remotes.find((r) => f.includes(`${path.sep}${r}${path.sep}`));
      return imports(f).some((i) => remotes.some((r) => r !== own && (i.includes(`${r}/`) || i.startsWith(`@zaber/${r}`))));
    });
    expect(offenders).toEqual([]);
  });
});

/**
 * The design language in numbers, printed and bounded: inline styles and colour literals. An inline
 * style stays only for a value computed from data (a width, a bar's length, a colour from data);
 * sizes, spacing and colours come from the theme's tokens (shared/src/ui/theme.ts) as CSS variables
 * and the utility classes of shared/src/ui/design.ts.
 */
describe('the design language', () => {
  const MAX_INLINE_STYLES = 40;
  const isTest = (f: string) => /\.test\.tsx?$/.test(f) || f.includes(`${path.sep}testing${path.sep}`) || f.includes(`${path.sep}__fixtures__${path.sep}`);
  function walk(dir: string, keep: (file: string) => boolean): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full, keep);
      return keep(full) && !isTest(full) ? [full] : [];
    });
  }
  const tally = (list: string[], pattern: RegExp) =>
    list
      .map((f): [string, number] => [path.relative(ROOT, f), [...fs.readFileSync(f, 'utf8').matchAll(pattern)].length])
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]);
  const report = (what: string, counts: [string, number][]) => {
    const total = counts.reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `${what}: ${total} in ${counts.length} files\n${counts
        .slice(0, 10)
        .map(([f, n]) => `  ${n}\t${f}`)
        .join('\n')}`,
    );
    return total;
  };

  it(`keeps inline style={{…}} for values computed from data: at most ${MAX_INLINE_STYLES} in the repository's .tsx`, () => {
    const tsx = [...APPS, 'api'].flatMap((pkg) => walk(path.join(ROOT, pkg, 'src'), (f) => f.endsWith('.tsx')));
    expect(report('Inline styles in .tsx', tally(tsx, /style=\{\{/g))).toBeLessThanOrEqual(MAX_INLINE_STYLES);
  });

  it('draws with the theme: no colour literal (hex, rgb, hsl) in .ts, .tsx or .css outside shared/src/ui/theme.ts', () => {
    // The front-end and the e-mails draw Záběr's look; the exceptions, each for its reason:
    // - shared/src/ui/theme.ts: the one home of the colours (COLORS, PALETTE, SHADOW, antdTheme);
    // - *.generated.ts: antd's map tokens as antd derives them (checked by ui/antd-theme.test.ts);
    // - tests and their fixtures: a colour asserted, an image's SVG data.
    // Not read: the API's GoPay simulator page (it stands in for the gateway's own page, in development
    // and tests only) and the images the API draws (video previews, demo pictures).
    const mail = path.join(ROOT, 'api', 'src', 'modules', 'mail');
    expect(fs.existsSync(mail)).toBe(true);
    const exempt = (f: string) => f === path.join(ROOT, 'shared', 'src', 'ui', 'theme.ts') || f.endsWith('.generated.ts');
    const styled = [...APPS.map((app) => path.join(ROOT, app, 'src')), mail].flatMap((dir) => walk(dir, (f) => /\.(tsx?|css)$/.test(f) && !exempt(f)));
    const colour = /#[0-9a-fA-F]{3,8}\b(?![-\w])|\b(?:rgba?|hsla?)\(/g;
    expect(report('Colour literals outside the theme', tally(styled, colour))).toBe(0);
  });
});
