import crypto from 'node:crypto';
import path from 'node:path';
import { h1Of } from '../../fixtures/html';
import { buildVariant, removeVariant } from '../../fixtures/remote-variant';
import { freePort, ROOT, type StartedProcess, stackApiOrigin, stackRemotes, startRemoteServer, startShellServer } from '../../fixtures/shell-server';
import { expect, test, touches } from '../../fixtures/test';

// A team ships its remote alone: mf-public is rebuilt with a changed text and its server (its
// browser files and its page renderer, one deployable) restarted alone. The running shell — not
// rebuilt, not restarted — serves the new HTML at once, and browsers hydrate it with exactly the
// build that rendered it.

const OLD = 'Najděte svého fotografa nebo kameramana';
const NEW = 'Najděte fotografa nebo kameramana ještě dnes';

test.describe('independent deploy', touches('shell', 'mf-public'), () => {
  test.setTimeout(300_000);

  const sha = (body: Buffer) => crypto.createHash('sha256').update(body).digest('hex');

  /** The build the page's HTML was rendered by, and the remote entry the browser loaded. */
  async function versions(page: import('@playwright/test').Page) {
    return page.evaluate(() => {
      const data = JSON.parse(document.getElementById('zaber-ssr')?.textContent ?? '{}') as { entry?: string };
      const loaded = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.includes('/remoteEntry.js'));
      return { rendered: data.entry ?? null, loaded };
    });
  }

  test('a remote rebuilt and restarted alone: the next HTML carries the change, the page hydrates it, the shell untouched', async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const apiOrigin = stackApiOrigin(base);
    const port = await freePort();
    const remotes = (await stackRemotes(base)).map((r) =>
      r.id === 'mf-public' ? { id: r.id, manifestUrl: `http://localhost:${port}/mf-manifest.json`, rendererUrl: `http://127.0.0.1:${port}` } : r,
    );
    let remote: StartedProcess | null = null;
    let variant: string | null = null;
    let shell: StartedProcess | null = null;
    try {
      remote = await startRemoteServer({ id: 'mf-public', dir: path.join(ROOT, 'mf-public'), port, apiOrigin });
      shell = await startShellServer({ remotes, apiOrigin, budgetMs: 5000 });
      const shellPid = shell.process.pid;
      const shellBefore = sha(Buffer.from(await (await request.get(`${shell.url}main.js`)).body()));

      expect(h1Of(await (await request.get(shell.url)).text())).toBe(OLD);
      await page.goto(shell.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD);

      // The team's deploy: the new build, its server restarted on the same address; nothing else.
      const dir = buildVariant('mf-public', 'redeploy-mf-public', [{ file: 'src/i18n/cs.ts', from: OLD, to: NEW }]);
      variant = dir;
      await remote.stop();
      remote = await startRemoteServer({ id: 'mf-public', dir, port, apiOrigin });

      // A crawler's next fetch has the new text in the first response.
      expect(h1Of(await (await request.get(shell.url)).text())).toBe(NEW);
      // A browser hydrates it (the fixture fails the test on any mismatch) with that very build.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW);
      await expect(page.locator('[data-remote="mf-public"]')).toBeVisible();
      const { rendered, loaded } = await versions(page);
      expect(rendered).toMatch(/remoteEntry\.js\?v=[0-9a-f]{12}$/);
      expect(loaded).toContain(rendered);

      // The shell served the very same code from the very same process.
      expect(sha(Buffer.from(await (await request.get(`${shell.url}main.js`)).body()))).toBe(shellBefore);
      expect(shell.process.pid).toBe(shellPid);
      expect(shell.process.exitCode).toBeNull();
    } finally {
      await shell?.stop();
      await remote?.stop();
      if (variant) removeVariant(variant);
    }
  });
});
