import http from 'node:http';
import { freePort, type StartedProcess, stackApiOrigin, stackRemotes, startShellServer } from '../../fixtures/shell-server';
import { expect, test, touches } from '../../fixtures/test';

// The page renderer is mf-public's own service: when it is down, answers an error or is slower than
// the shell's budget, the shell serves the page rendered in the browser for that request — a 200
// with the same content once the scripts ran, never a 5xx.

const HEADING = 'Najděte svého fotografa nebo kameramana';

/** Forwards to the real renderer after a pause longer than the shell's budget. */
async function slowRenderer(target: string, delayMs: number): Promise<{ url: string; close(): void }> {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** A renderer that fails every render. */
async function failingRenderer(): Promise<{ url: string; close(): void }> {
  const port = await freePort();
  const server = http.createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"error":"boom"}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const CASES = [
  {
    name: 'stopped',
    reason: 'renderer-unreachable',
    renderer: async (_base: string) => ({ url: `http://127.0.0.1:${await freePort()}`, close: () => undefined }),
  },
  { name: 'failing', reason: 'renderer-500', renderer: (_base: string) => failingRenderer() },
  {
    name: 'slower than the budget',
    reason: 'renderer-timeout',
    renderer: async (base: string) => slowRenderer(`http://127.0.0.1:${Number(new URL(base).port) + 1}`, 1500),
  },
] as const;

test.describe('server render fallback', touches('shell', 'mf-public'), () => {
  for (const c of CASES) {
    test(`mf-public's renderer ${c.name}: the page is still 200 and renders in the browser`, async ({ page, request, baseURL }) => {
      const base = baseURL ?? '';
      const renderer = await c.renderer(base);
      const remotes = (await stackRemotes(base)).map((r) => (r.id === 'mf-public' ? { ...r, rendererUrl: renderer.url } : r));
      let shell: StartedProcess | null = null;
      try {
        shell = await startShellServer({ remotes, apiOrigin: stackApiOrigin(base), budgetMs: 300 });
        const response = await request.get(shell.url);
        expect(response.status()).toBe(200);
        expect(response.headers()['x-zaber-render']).toBe(`browser; reason=${c.reason}`);
        expect(await response.text()).not.toContain('data-remote="mf-public"');

        await page.goto(shell.url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
        await expect(page.locator('[data-remote="mf-public"]')).toBeVisible();
      } finally {
        await shell?.stop();
        renderer.close();
      }
    });
  }
});
