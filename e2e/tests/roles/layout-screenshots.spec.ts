import path from 'node:path';
import { expect, test } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

const VIEWERS = [
  { name: 'guest', login: null, path: '/', remote: 'mf-public' },
  { name: 'client', login: DEMO.client, path: '/', remote: 'mf-public' },
  { name: 'executor', login: 'new-executor', path: '/nabidky/', remote: 'mf-executor' },
] as const;

for (const viewer of VIEWERS) {
  for (const width of [1280, 375]) {
    test(`header and footer of a ${viewer.name} at ${width} px`, async ({ shell, page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      // A professional awaiting approval (red alert in the header) that no other test changes.
      if (viewer.login === 'new-executor') await shell.signUp('executor');
      else if (viewer.login) await shell.loginAs(viewer.login);
      await shell.goto(viewer.path);
      await expect(shell.header).toHaveAttribute('data-role', viewer.name);
      await expect(shell.footer).toBeVisible();
      await expect(shell.remote(viewer.remote).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const file = path.join(__dirname, '..', '..', '..', '.reports', 'screens', `layout-${viewer.name}-${width}.png`);
      const shot = await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`layout-${viewer.name}-${width}`, { body: shot, contentType: 'image/png' });
      // Nothing overflows sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
