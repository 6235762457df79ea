import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';

// The pages of requests and proposals, per role, fit a phone and a desktop: nothing scrolls sideways.
const PAGES = [
  { name: 'wizard-guest', login: null, path: '/vlozit-poptavku/', remote: 'mf-client' },
  { name: 'my-requests', login: DEMO.client, path: '/poptavky/', remote: 'mf-client' },
  { name: 'feed', login: DEMO.executor, path: '/poptavky/', remote: 'mf-executor' },
  { name: 'my-proposals', login: DEMO.executor, path: '/nabidky/', remote: 'mf-executor' },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [375, 1280]) {
  for (const p of PAGES) {
    test(`${p.name} at ${width} px`, async ({ shell, page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (p.login) await shell.loginAs(p.login);
      await shell.goto(p.path);
      await expect(shell.remote(p.remote).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(__dirname, '..', '..', '..', '.reports', 'screens', `requests-${p.name}-${width}.png`), fullPage: true });
      await expectNoSidewaysScroll(page);
    });
  }

  test(`the proposal modal at ${width} px`, async ({ shell, page }) => {
    await page.setViewportSize({ width, height: 900 });
    await shell.loginAs(DEMO.executor);
    await shell.goto('/poptavky/');
    const feed = shell.remote('mf-executor');
    // A request nobody has proposed to yet.
    const card = feed.getByTestId('request-card').filter({ hasText: 'Nabídky: 0/10' }).first();
    await card.getByRole('link').first().click();
    await expect(feed.getByTestId('request-detail')).toBeVisible();
    const send = feed.getByRole('button', { name: 'Poslat nabídku' });
    await expect(send).toBeVisible();
    await send.click();
    const modal = page.getByRole('dialog', { name: 'Poslat nabídku' });
    await expect(modal.getByTestId('cost-total')).toHaveText(/^49\sKč$/);
    await page.screenshot({ path: path.join(__dirname, '..', '..', '..', '.reports', 'screens', `requests-proposal-modal-${width}.png`) });
    await expectNoSidewaysScroll(page);
  });
}
