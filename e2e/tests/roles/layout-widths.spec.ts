import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import { freshOpenRequest } from '../../fixtures/demo-data';
import { expect, test, touches } from '../../fixtures/test';
import { DEMO } from '../../pages/shell-page';
import { SiteHeader } from '../../pages/site-header';

// The one table of widths: for each viewer at a phone's, a tablet's, a laptop's and a desk's width,
// the header fits (nothing overlaps, is cut or sticks out) with every link reachable (in the row,
// under "Více" or in the phone's drawer), and each page the viewer starts from fits (nothing
// scrolls sideways), with a screenshot of each at 1280 and 375 px (.reports/screens/).

const SCREENS = path.join(__dirname, '..', '..', '..', '.reports', 'screens');
const PHONE = 375;
const WIDTHS = [PHONE, 768, 1024, 1280];
const SCREENSHOT_WIDTHS = [PHONE, 1280];

const CLIENT_LINKS = ['Moje poptávky', 'Cílené poptávky', 'Moje objednávky', 'Oblíbené', 'Fotografové', 'Kameramani', 'Balíčky služeb'];

interface Viewer {
  name: string;
  /** The header's data-role. */
  role: 'guest' | 'client' | 'executor';
  /** A demo account, or `applicant`: a professional signed up for the test, awaiting approval (the header's red alert). */
  login: string | 'applicant' | null;
  /** The header's links in order; none for an applicant (their header is checked for fit only). */
  links: readonly string[] | null;
  /** `footer: false`: a page the shell draws without its footer (the request wizard, a focused flow). */
  pages: readonly { name: string; path: string; remote: RemoteId; footer?: false }[];
}

const VIEWERS: readonly Viewer[] = [
  {
    name: 'guest',
    role: 'guest',
    login: null,
    links: ['Poptávky', 'Fotografové', 'Kameramani', 'Balíčky služeb', 'Jak to funguje'],
    pages: [
      { name: 'home', path: '/', remote: 'mf-public' },
      { name: 'wizard', path: '/vlozit-poptavku/', remote: 'mf-client', footer: false },
    ],
  },
  {
    name: 'client',
    role: 'client',
    login: DEMO.client,
    links: CLIENT_LINKS,
    pages: [
      { name: 'home', path: '/', remote: 'mf-public' },
      { name: 'my-requests', path: '/poptavky/', remote: 'mf-client' },
    ],
  },
  {
    name: 'professional',
    role: 'executor',
    login: DEMO.executor,
    links: ['Poptávky', 'Nabídky', 'Moje balíčky', 'Cílené poptávky', 'Termíny'],
    pages: [
      { name: 'my-proposals', path: '/nabidky/', remote: 'mf-executor' },
      { name: 'feed', path: '/poptavky/', remote: 'mf-executor' },
    ],
  },
  {
    name: 'moderator',
    role: 'client',
    login: DEMO.moderator,
    links: ['Moderace profilů', ...CLIENT_LINKS],
    pages: [{ name: 'home', path: '/', remote: 'mf-public' }],
  },
  {
    name: 'applicant',
    role: 'executor',
    login: 'applicant',
    links: null,
    pages: [{ name: 'my-proposals', path: '/nabidky/', remote: 'mf-executor' }],
  },
];

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('layout at every width', () => {
  for (const viewer of VIEWERS) {
    for (const width of WIDTHS) {
      // Every width is the shell's header; the pages' remotes answer for their pages at a phone's and a desk's width.
      const parts = SCREENSHOT_WIDTHS.includes(width) ? touches('shell', ...new Set(viewer.pages.map((p) => p.remote))) : touches('shell');
      test(`a ${viewer.name} at ${width} px: the header fits with every link reachable, the pages fit`, parts, async ({ shell, page }) => {
        const header = new SiteHeader(page);
        await page.setViewportSize({ width, height: 900 });
        if (viewer.login === 'applicant') await shell.signUp('executor');
        else if (viewer.login) {
          await shell.loginAs(viewer.login);
          // The widest header: the bell carries an unread count.
          const created = await page.request.post('/dev/notifications', { data: { email: viewer.login, text: 'Máte nové upozornění.' } });
          expect(created.status()).toBe(201);
        }
        const screenshot = SCREENSHOT_WIDTHS.includes(width);

        for (const target of viewer.pages) {
          await shell.goto(target.path);
          await expect(header.root).toHaveAttribute('data-role', viewer.role);
          if (viewer.name === 'moderator') await expect(header.root).toHaveAttribute('data-moderator', 'true');
          if (viewer.login && viewer.login !== 'applicant') await expect(header.root.getByRole('link', { name: /^Upozornění \(\d+\)$/ })).toBeVisible();
          await expect(shell.remote(target.remote).getByRole('heading', { level: 1 })).toBeVisible();
          if (target.footer === false) await expect(shell.footer).toBeHidden();
          else await expect(shell.footer).toBeVisible();
          await page.waitForLoadState('networkidle');
          // Nothing overlaps, nothing is cut, nothing sticks out (badges arrive live: poll until settled).
          await expect.poll(() => header.layoutProblems()).toEqual([]);
          await expectNoSidewaysScroll(page);
          if (screenshot) await page.screenshot({ path: path.join(SCREENS, `${viewer.name}-${target.name}-${width}.png`), fullPage: true });
        }
        if (!viewer.links) return;

        if (width === PHONE) {
          // A phone: the create-request button in the bar for guests and clients, the links in the drawer.
          const barButton = header.root.locator('.shell-header__inner').getByRole('link', { name: 'Vložit poptávku' });
          if (viewer.role === 'executor') await expect(barButton).toHaveCount(0);
          else await expect(barButton).toBeVisible();
          await expect(header.nav).toBeHidden();
          await header.menuButton.click();
          await expect(header.drawer).toBeInViewport({ ratio: 1 });
          expect(await header.linkLabels(header.drawer.getByRole('navigation'))).toEqual([...viewer.links]);
          const createRequest = header.drawer.getByRole('link', { name: 'Vložit poptávku' });
          if (viewer.role === 'executor') await expect(createRequest).toHaveCount(0);
          else await expect(createRequest).toBeVisible();
          await page.screenshot({ path: path.join(SCREENS, `${viewer.name}-header-${width}-drawer.png`) });
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
          if (screenshot)
            await page.screenshot({ path: path.join(SCREENS, `${viewer.name}-header-${width}-more.png`), clip: { x: 0, y: 0, width, height: 420 } });
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
        }
        expect([...inRow, ...folded]).toEqual([...viewer.links]);
        expect(inRow.length).toBeGreaterThan(0);
        // A "Více" holding one link would be a detour: none, or at least two.
        expect(folded.length).not.toBe(1);
      });
    }
  }

  for (const width of [PHONE, 1280]) {
    test(`the proposal modal at ${width} px fits`, touches('mf-executor'), async ({ shell, page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      // A request of the professional's service that nobody has proposed to yet.
      const request = await freshOpenRequest(baseURL ?? '', 'šířky');
      await shell.loginAs(DEMO.executor);
      await shell.goto(new URL(request.url, baseURL).pathname);
      const feed = shell.remote('mf-executor');
      await expect(feed.getByTestId('request-detail')).toBeVisible();
      const send = feed.getByRole('button', { name: 'Poslat nabídku' });
      await expect(send).toBeVisible();
      await send.click();
      const modal = page.getByRole('dialog', { name: 'Poslat nabídku' });
      await expect(modal.getByTestId('cost-total')).toHaveText(/^49\sKč$/);
      await page.screenshot({ path: path.join(SCREENS, `professional-proposal-modal-${width}.png`) });
      await expectNoSidewaysScroll(page);
    });
  }
});
