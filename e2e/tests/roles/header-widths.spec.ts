import { expect, test } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';
import { SiteHeader } from '../../pages/site-header';

const CLIENT_LINKS = ['Moje poptávky', 'Cílené poptávky', 'Moje objednávky', 'Oblíbené', 'Fotografové', 'Kameramani', 'Balíčky služeb'];

const VIEWERS = [
  { name: 'guest', role: 'guest', login: null, path: '/', links: ['Poptávky', 'Fotografové', 'Kameramani', 'Balíčky služeb', 'Jak to funguje'] },
  { name: 'client', role: 'client', login: DEMO.client, path: '/', links: CLIENT_LINKS },
  {
    name: 'professional',
    role: 'executor',
    login: DEMO.executor,
    path: '/nabidky/',
    links: ['Poptávky', 'Nabídky', 'Moje balíčky', 'Cílené poptávky', 'Termíny'],
  },
  { name: 'moderator', role: 'client', login: DEMO.moderator, path: '/', links: ['Moderace profilů', ...CLIENT_LINKS] },
] as const;

const PHONE = 375;
const SCREENSHOT_WIDTHS = [1280, PHONE];

for (const viewer of VIEWERS) {
  for (const width of [PHONE, 768, 1024, 1280]) {
    test(`the header of a ${viewer.name} fits at ${width} px, every link reachable`, async ({ shell, page }, testInfo) => {
      const header = new SiteHeader(page);
      await page.setViewportSize({ width, height: 800 });
      if (viewer.login) {
        await shell.loginAs(viewer.login);
        // The widest header: the bell carries an unread count.
        const created = await page.request.post('/dev/notifications', { data: { email: viewer.login, text: 'Máte nové upozornění.' } });
        expect(created.status()).toBe(201);
      }
      await shell.goto(viewer.path);
      await expect(header.root).toHaveAttribute('data-role', viewer.role);
      if (viewer.login) await expect(header.root.getByRole('link', { name: /^Upozornění \(\d+\)$/ })).toBeVisible();
      if (viewer.name === 'moderator') await expect(header.root).toHaveAttribute('data-moderator', 'true');
      await page.waitForLoadState('networkidle');

      // Nothing overlaps, nothing is cut, nothing sticks out (badges arrive live: poll until settled).
      await expect.poll(() => header.layoutProblems()).toEqual([]);
      if (SCREENSHOT_WIDTHS.includes(width))
        await page.screenshot({ path: testInfo.outputPath(`header-${viewer.name}-${width}.png`), clip: { x: 0, y: 0, width, height: 220 } });

      if (width === PHONE) {
        // A phone: the links wait in the drawer, with the create-request button for guests and clients.
        await expect(header.nav).toBeHidden();
        await header.menuButton.click();
        await expect(header.drawer).toBeInViewport({ ratio: 1 });
        expect(await header.linkLabels(header.drawer.getByRole('navigation'))).toEqual([...viewer.links]);
        const createRequest = header.drawer.getByRole('link', { name: 'Vložit poptávku' });
        if (viewer.role === 'executor') await expect(createRequest).toHaveCount(0);
        else await expect(createRequest).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`header-${viewer.name}-${width}-drawer.png`) });
        return;
      }

      // Wider: the links that do not fit the row are under "Více", in order.
      const inRow = await header.linkLabels(header.nav.locator(':scope > ul > li[data-link]'));
      const folded: string[] = [];
      if (await header.more.isVisible()) {
        await header.more.click();
        const panel = header.nav.locator('.shell-more__panel');
        await expect(panel).toBeVisible();
        folded.push(...(await header.linkLabels(panel)));
        if (SCREENSHOT_WIDTHS.includes(width))
          await page.screenshot({ path: testInfo.outputPath(`header-${viewer.name}-${width}-more.png`), clip: { x: 0, y: 0, width, height: 420 } });
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
      expect([...inRow, ...folded]).toEqual([...viewer.links]);
      expect(inRow.length).toBeGreaterThan(0);
      // A "Více" holding one link would be a detour: none, or at least two.
      expect(folded.length).not.toBe(1);
    });
  }

  if (viewer.role !== 'executor') {
    test(`a ${viewer.name} sees "Vložit poptávku" in the phone's header bar`, async ({ shell, page }) => {
      await page.setViewportSize({ width: PHONE, height: 800 });
      if (viewer.login) await shell.loginAs(viewer.login);
      await shell.goto(viewer.path);
      const header = new SiteHeader(page);
      await expect(header.root).toHaveAttribute('data-role', viewer.role);
      await expect(header.root.locator('.shell-header__inner').getByRole('link', { name: 'Vložit poptávku' })).toBeVisible();
    });
  }
}
