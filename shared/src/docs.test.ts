import fs from 'node:fs';
import path from 'node:path';

// The docs a newcomer reads first stay short, and every relative link in them leads somewhere.
const ROOT = path.resolve(__dirname, '..', '..');

function markdownUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const DOCS = [path.join(ROOT, 'README.md'), path.join(ROOT, 'api', 'README.md'), ...markdownUnder(path.join(ROOT, 'docs'))];

const lineCount = (file: string) => fs.readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

/** The text outside fenced code blocks and inline code, where a `[text](target)` is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Relative link targets of a markdown file: `[text](target)`, without web addresses and mail links. */
function relativeLinks(file: string): string[] {
  const targets = [...prose(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] ?? '');
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const headings = fs
    .readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .matchAll(/^#{1,6}\s+(.+)$/gm);
  for (const [, heading] of headings) {
    const base = slug(heading ?? '');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

describe('the docs', () => {
  it('keep the README a ten-minute read (at most 250 lines)', () => {
    expect(lineCount(path.join(ROOT, 'README.md'))).toBeLessThanOrEqual(250);
  });

  it('keep api/README.md an index (at most 80 lines)', () => {
    expect(lineCount(path.join(ROOT, 'api', 'README.md'))).toBeLessThanOrEqual(80);
  });

  it('link only to files that exist, and to headings that exist in a linked markdown file', () => {
    const broken: string[] = [];
    for (const file of DOCS) {
      for (const link of relativeLinks(file)) {
        const [target = '', anchor] = link.split('#');
        const resolved = target === '' ? file : path.resolve(path.dirname(file), decodeURI(target));
        const where = `${path.relative(ROOT, file)} → ${link}`;
        if (!fs.existsSync(resolved)) broken.push(`${where}: no such file`);
        else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) broken.push(`${where}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });
});
