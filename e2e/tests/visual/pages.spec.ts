import type { Page } from '@playwright/test';
import { expect, test, touches } from '../../fixtures/test';
import { DEMO, ShellPage } from '../../pages/shell-page';

// How the site looks, pixel by pixel: the public pages and the main signed-in pages at a phone's
// and a desk's width. `npm run test:visual` shoots them on a base revision and on this checkout
// (each on a fresh demo database of its own, one worker, so no other journey changes the data)
// and compares; consent is given, so the cookie bar covers nothing.

const WIDTHS = [375, 1280] as const;

interface Shot {
  name: string;
  /** A path, or how to find one on the page first opened at `from`. */
  path: string | { from: string; link: string };
  login?: string;
}

const SHOTS: readonly Shot[] = [
  { name: 'home', path: '/' },
  { name: 'professionals', path: '/profici/' },
  { name: 'photographers', path: '/fotografove/' },
  { name: 'packages', path: '/balicky-sluzeb/' },
  { name: 'profile', path: { from: '/profici/', link: 'a[href^="/users/"]' } },
  { name: 'package', path: { from: '/balicky-sluzeb/', link: 'a[href^="/balicky-sluzeb/"][href$="/"]:not([href="/balicky-sluzeb/"])' } },
  { name: 'requests', path: '/poptavky/' },
  { name: 'blog', path: '/blog/' },
  { name: 'how-it-works', path: '/jak-to-funguje/' },
  { name: 'price-list', path: '/obchodni-podminky/cenik/' },
  { name: 'contact', path: '/kontaktujte-nas/' },
  { name: 'site-map', path: '/site-map/' },
  { name: 'client-dashboard', path: '/prehled/', login: DEMO.client },
  { name: 'client-requests', path: '/poptavky/', login: DEMO.client },
  { name: 'client-orders', path: '/objednavky/', login: DEMO.client },
  { name: 'executor-dashboard', path: '/prehled/', login: DEMO.executor },
  { name: 'executor-dates', path: '/my-dates/', login: DEMO.executor },
  { name: 'executor-profile-settings', path: '/account/settings/', login: DEMO.executor },
  { name: 'conversations', path: '/conversations/', login: DEMO.client },
  { name: 'moderation', path: '/account/moderation/', login: DEMO.moderator },
];

/** Until nothing moves: fonts, images and the remotes' lazy parts loaded, no request in flight. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null))));
  });
  await page.waitForLoadState('networkidle');
}

test.describe('how the site looks', touches('shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account'), () => {
  for (const shot of SHOTS) {
    for (const width of WIDTHS) {
      test(`${shot.name} at ${width} px${shot.login ? ` as ${shot.login}` : ''}`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        const shell = new ShellPage(page, baseURL ?? '');
        await shell.setConsent({ analytics: false, marketing: false });
        if (shot.login) await shell.loginAs(shot.login);
        let path = shot.path;
        if (typeof path !== 'string') {
          await shell.goto(path.from);
          const href = await page.locator(path.link).first().getAttribute('href');
          expect(href, `a link ${path.link} on ${path.from}`).toBeTruthy();
          path = href as string;
        }
        await shell.goto(path);
        await settled(page);
        await expect(page).toHaveScreenshot(`${shot.name}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // Antialiasing differs a little between runs; a changed margin, colour or size does not hide in this.
          maxDiffPixelRatio: 0.002,
          threshold: 0.15,
          timeout: 20_000,
        });
      });
    }
  }
});
