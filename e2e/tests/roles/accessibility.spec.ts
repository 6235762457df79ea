import type { Locator, Page } from '@playwright/test';
import { expectNoBlockingViolations, settle } from '../../fixtures/axe';
import { DEMO_CONTENT_CLIENT, doneOrder, freshOpenRequest } from '../../fixtures/demo-data';
import { photoFile } from '../../fixtures/images';
import { type Deployable, expect, test, touches } from '../../fixtures/test';
import { DEMO, type ShellPage } from '../../pages/shell-page';

// The one table of accessibility by viewer: axe-core (WCAG 2.2 A + AA, fixtures/axe.ts) on every
// page the journeys of e2e/tests visit and on every global modal and bar they open, each as the
// role that sees it, at 1280 and 375 px: no serious or critical violation, and no icon named in
// English for a screen reader. Colours come from the theme tokens (shared/src/ui/theme.ts) and the
// shell's global CSS, so a failure here usually means a token or a hard-coded colour.

type Viewer = 'guest' | 'client' | 'executor' | 'moderator' | 'applicant';

/** The demo accounts of api/src/seed (password in README.md); an applicant signs up fresh, so no other test changes it. */
const LOGINS: Record<Exclude<Viewer, 'guest' | 'applicant'>, string> = {
  client: DEMO_CONTENT_CLIENT,
  executor: DEMO.executor,
  moderator: DEMO.moderator,
};
const EXECUTOR = { email: DEMO.executor, username: 'petra-profikova' };

interface Context {
  shell: ShellPage;
  page: Page;
  baseURL: string;
  /** The applicant's username (signed up for the test). */
  username: string;
}

interface Target {
  name: string;
  viewer: Viewer;
  /** Where to go; a function when the path comes from the demo data. */
  path: string | ((ctx: Context) => Promise<string>);
  /** Whose area holds the page's heading (`shell` for the shell's own pages). */
  remote: Exclude<Deployable, 'api'>;
  /** Opens a global modal from the page: then only the dialog is scanned (the page has a test of its own). */
  dialog?: (ctx: Context) => Promise<Locator>;
  /** Before the page opens (e.g. the consent bar not yet answered). */
  prepare?: (ctx: Context) => Promise<void>;
  /** What is scanned is the shell's own (its header's login and sign-up, the consent bar), not the page's remote. */
  shellOwned?: boolean;
}

const WIDTHS = [1280, 375];

// Created once per worker and kept: the tests only look at them.
let openRequest: Promise<{ id: string; url: string }> | undefined;
let doneConversation: Promise<string> | undefined;
const aFreshOpenRequest = (baseURL: string) => {
  openRequest ??= freshOpenRequest(baseURL, 'přístupnost');
  return openRequest;
};
const aDoneConversation = (baseURL: string) => {
  doneConversation ??= doneOrder(baseURL, EXECUTOR);
  return doneConversation;
};

async function packagePath({ shell }: Context): Promise<string> {
  const { packages } = await shell.graphql<{ packages: { items: { url: string }[] } }>(
    'query ($s: String!) { packages(filter: { search: $s }) { items { url } } }',
    { s: 'Svatební den bez stresu' },
  );
  return packages.items[0]?.url ?? '/balicky-sluzeb/';
}

/** The demo client's first open request with a proposal. */
async function clientRequestPath({ shell }: Context): Promise<string> {
  const { myRequests } = await shell.graphql<{ myRequests: { items: { url: string; proposalsCount: number }[] } }>(
    '{ myRequests { items { url proposalsCount } } }',
  );
  const request = myRequests.items.find((r) => r.proposalsCount > 0);
  if (!request) throw new Error(`${DEMO_CONTENT_CLIENT} has no open request with a proposal`);
  return request.url;
}

/** The demo professional's first package in the editor. */
async function myPackagePath({ shell }: Context, tab = ''): Promise<string> {
  const { myPackages } = await shell.graphql<{ myPackages: { items: { id: string }[] } }>('{ myPackages { items { id } } }');
  const id = myPackages.items[0]?.id;
  if (!id) throw new Error(`${DEMO.executor} has no package`);
  return `/my-offers/${id}/${tab ? `${tab}/` : ''}`;
}

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

const TARGETS: Target[] = [
  // — A guest: the public pages they see first.
  { name: 'guest-home', viewer: 'guest', path: '/', remote: 'mf-public' },
  { name: 'guest-packages', viewer: 'guest', path: '/balicky-sluzeb/', remote: 'mf-public' },
  { name: 'guest-executors', viewer: 'guest', path: '/profici/', remote: 'mf-public' },
  { name: 'guest-requests', viewer: 'guest', path: '/poptavky/', remote: 'mf-public' },
  // The demo professional of api/src/seed/demo.ts (profik@zaber.test).
  { name: 'guest-profile', viewer: 'guest', path: '/users/petra-profikova/', remote: 'mf-public' },
  { name: 'guest-request-wizard', viewer: 'guest', path: '/vlozit-poptavku/', remote: 'mf-client' },
  {
    name: 'guest-consent-bar',
    viewer: 'guest',
    path: '/',
    remote: 'mf-public',
    prepare: ({ shell }) => shell.setConsent(null),
    shellOwned: true,
    dialog: async ({ page }) => {
      const bar = dialogNamed(page, 'Cookies na Záběru');
      await expect(bar).toBeVisible();
      return bar;
    },
  },
  {
    name: 'guest-consent-choices',
    viewer: 'guest',
    path: '/',
    remote: 'mf-public',
    prepare: ({ shell }) => shell.setConsent(null),
    shellOwned: true,
    dialog: async ({ page }) => {
      const bar = dialogNamed(page, 'Cookies na Záběru');
      await bar.getByRole('button', { name: 'Nastavit' }).click();
      await expect(bar.getByRole('checkbox', { name: 'Analytické (statistiky)' })).toBeVisible();
      return bar;
    },
  },
  // — What else a guest meets in the public journey, the resume-after-login journey, sign-up and routing.
  { name: 'guest-photographers-wedding', viewer: 'guest', path: '/fotografove/svatebni-fotograf/', remote: 'mf-public' },
  { name: 'guest-videographers', viewer: 'guest', path: '/kameramani/', remote: 'mf-public' },
  { name: 'guest-profile-reviews', viewer: 'guest', path: '/users/petra-profikova/hodnoceni/', remote: 'mf-public' },
  { name: 'guest-profile-dates', viewer: 'guest', path: '/users/petra-profikova/terminy/', remote: 'mf-public' },
  { name: 'guest-profile-packages', viewer: 'guest', path: '/users/petra-profikova/balicky/', remote: 'mf-public' },
  { name: 'guest-package-detail', viewer: 'guest', path: packagePath, remote: 'mf-public' },
  {
    name: 'guest-request-detail',
    viewer: 'guest',
    path: async ({ shell }) =>
      (await shell.graphql<{ publicRequests: { items: { url: string }[] } }>('{ publicRequests(pageSize: 1) { items { url } } }')).publicRequests.items[0]
        ?.url ?? '/poptavky/',
    remote: 'mf-public',
  },
  { name: 'guest-landing', viewer: 'guest', path: '/svatebni-kameraman/', remote: 'mf-public' },
  { name: 'guest-contact', viewer: 'guest', path: '/kontaktujte-nas/', remote: 'mf-public' },
  { name: 'guest-price-list', viewer: 'guest', path: '/obchodni-podminky/cenik/', remote: 'mf-public' },
  { name: 'guest-blog', viewer: 'guest', path: '/blog/', remote: 'mf-public' },
  { name: 'guest-not-found', viewer: 'guest', path: '/neexistuje/', remote: 'shell' },
  { name: 'guest-forbidden', viewer: 'guest', path: '/account/', remote: 'shell' },
  {
    name: 'guest-login-modal',
    viewer: 'guest',
    path: '/',
    remote: 'mf-public',
    shellOwned: true,
    dialog: async ({ shell, page }) => {
      await shell.header.getByRole('button', { name: 'Přihlásit se' }).click();
      return dialogNamed(page, 'Přihlášení');
    },
  },
  {
    name: 'guest-login-password-modal',
    viewer: 'guest',
    path: '/',
    remote: 'mf-public',
    shellOwned: true,
    dialog: async ({ shell, page }) => {
      await shell.header.getByRole('button', { name: 'Přihlásit se' }).click();
      const dialog = dialogNamed(page, 'Přihlášení');
      await dialog.getByRole('button', { name: 'Přihlásit se heslem' }).click();
      await expect(dialog.getByLabel('Heslo', { exact: true })).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'guest-sign-up-modal',
    viewer: 'guest',
    path: '/',
    remote: 'mf-public',
    shellOwned: true,
    dialog: async ({ shell, page }) => {
      await shell.footer.getByRole('button', { name: /Registrujte se jako profík/ }).click();
      return dialogNamed(page, 'Registrace');
    },
  },
  {
    name: 'guest-gallery-modal',
    viewer: 'guest',
    path: packagePath,
    remote: 'mf-public',
    dialog: async ({ shell, page }) => {
      await shell.remote('mf-public').getByRole('button', { name: 'Zvětšit obrázek 2' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('img')).toBeVisible();
      return dialog;
    },
  },

  // — The demo client: the request loop, orders, conversations, notifications, settings.
  { name: 'client-home', viewer: 'client', path: '/', remote: 'mf-public' },
  { name: 'client-my-requests', viewer: 'client', path: '/poptavky/', remote: 'mf-client' },
  { name: 'client-request-detail', viewer: 'client', path: clientRequestPath, remote: 'mf-client' },
  { name: 'client-request-proposals', viewer: 'client', path: async (ctx) => `${await clientRequestPath(ctx)}proposals/`, remote: 'mf-client' },
  {
    name: 'client-request-conversations',
    viewer: 'client',
    path: async (ctx) => `${await clientRequestPath(ctx)}conversations/`,
    remote: 'mf-client',
  },
  { name: 'client-wizard', viewer: 'client', path: '/vlozit-poptavku/', remote: 'mf-client' },
  { name: 'client-orders', viewer: 'client', path: '/objednavky/', remote: 'mf-client' },
  { name: 'client-private-requests', viewer: 'client', path: '/cilene-poptavky/', remote: 'mf-client' },
  {
    name: 'client-conversation',
    viewer: 'client',
    path: async ({ baseURL }) => `/conversations/?c=${await aDoneConversation(baseURL)}`,
    remote: 'mf-account',
  },
  {
    name: 'client-engagement',
    viewer: 'client',
    path: async ({ baseURL }) => `/conversations/${await aDoneConversation(baseURL)}/`,
    remote: 'mf-account',
  },
  { name: 'client-notifications', viewer: 'client', path: '/notifications/', remote: 'mf-account' },
  { name: 'client-settings', viewer: 'client', path: '/account/settings/', remote: 'mf-account' },
  { name: 'client-email-settings', viewer: 'client', path: '/account/settings/email-notifications/', remote: 'mf-account' },
  {
    name: 'client-package-order-modal',
    viewer: 'client',
    path: packagePath,
    remote: 'mf-public',
    dialog: async ({ shell, page }) => {
      await shell
        .remote('mf-public')
        .getByRole('button', { name: /Objednat balíček/ })
        .click();
      const dialog = dialogNamed(page, 'Objednávka balíčku');
      await expect(dialog.getByRole('button', { name: 'Odeslat objednávku' })).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'client-private-request-modal',
    viewer: 'client',
    path: '/users/petra-profikova/',
    remote: 'mf-public',
    dialog: async ({ shell, page }) => {
      await shell.remote('mf-public').getByRole('button', { name: 'Poslat cílenou poptávku' }).click();
      return dialogNamed(page, /Cílená poptávka/);
    },
  },
  {
    name: 'client-conversation-modal',
    viewer: 'client',
    path: async ({ baseURL }) => {
      await aDoneConversation(baseURL);
      return '/objednavky/';
    },
    remote: 'mf-client',
    dialog: async ({ shell, page }) => {
      // The newest order first: the one just done.
      await shell
        .remote('mf-client')
        .getByTestId('order-card')
        .first()
        .getByRole('button', { name: /Zprávy/ })
        .click();
      const dialog = dialogNamed(page, 'Zprávy');
      await expect(dialog.getByTestId('conversation-status')).toHaveText('Hotovo');
      return dialog;
    },
  },
  {
    name: 'client-review-modal',
    viewer: 'client',
    path: async ({ baseURL }) => {
      await aDoneConversation(baseURL);
      return '/objednavky/';
    },
    remote: 'mf-client',
    dialog: async ({ shell, page }) => {
      await shell.remote('mf-client').getByTestId('order-card').first().getByRole('button', { name: 'Ohodnotit' }).click();
      const dialog = dialogNamed(page, /Hodnocení profíka/);
      await expect(dialog.getByRole('button', { name: 'Odeslat hodnocení' })).toBeVisible();
      return dialog;
    },
  },

  // — The demo professional: feed and proposals, packages, profile, dates, credit and money.
  { name: 'executor-feed', viewer: 'executor', path: '/poptavky/', remote: 'mf-executor' },
  { name: 'executor-request-detail', viewer: 'executor', path: async ({ baseURL }) => (await aFreshOpenRequest(baseURL)).url, remote: 'mf-executor' },
  { name: 'executor-proposals', viewer: 'executor', path: '/nabidky/', remote: 'mf-executor' },
  { name: 'executor-packages', viewer: 'executor', path: '/my-offers/', remote: 'mf-executor' },
  { name: 'executor-package', viewer: 'executor', path: (ctx) => myPackagePath(ctx), remote: 'mf-executor' },
  { name: 'executor-package-options', viewer: 'executor', path: (ctx) => myPackagePath(ctx, 'ceny'), remote: 'mf-executor' },
  { name: 'executor-package-gallery', viewer: 'executor', path: (ctx) => myPackagePath(ctx, 'gallery'), remote: 'mf-executor' },
  { name: 'executor-package-orders', viewer: 'executor', path: (ctx) => myPackagePath(ctx, 'orders'), remote: 'mf-executor' },
  { name: 'executor-profile', viewer: 'executor', path: '/users/petra-profikova/', remote: 'mf-executor' },
  { name: 'executor-dates', viewer: 'executor', path: '/my-dates/', remote: 'mf-executor' },
  { name: 'executor-private-requests', viewer: 'executor', path: '/cilene-poptavky/', remote: 'mf-executor' },
  { name: 'executor-conversations', viewer: 'executor', path: '/conversations/', remote: 'mf-account' },
  { name: 'executor-notifications', viewer: 'executor', path: '/notifications/', remote: 'mf-account' },
  { name: 'executor-settings', viewer: 'executor', path: '/account/settings/', remote: 'mf-account' },
  { name: 'executor-billing-info', viewer: 'executor', path: '/account/settings/billing-info/', remote: 'mf-account' },
  { name: 'executor-transactions', viewer: 'executor', path: '/account/transactions/', remote: 'mf-account' },
  { name: 'executor-documents', viewer: 'executor', path: '/account/documents/', remote: 'mf-account' },
  {
    name: 'executor-proposal-modal',
    viewer: 'executor',
    path: async ({ baseURL }) => (await aFreshOpenRequest(baseURL)).url,
    remote: 'mf-executor',
    dialog: async ({ shell, page }) => {
      await shell.remote('mf-executor').getByRole('button', { name: 'Poslat nabídku' }).click();
      const dialog = dialogNamed(page, 'Poslat nabídku');
      await expect(dialog.getByTestId('cost-total')).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'executor-new-package-modal',
    viewer: 'executor',
    path: '/my-offers/',
    remote: 'mf-executor',
    dialog: async ({ shell, page }) => {
      await shell.remote('mf-executor').getByRole('button', { name: 'Nový balíček' }).click();
      return dialogNamed(page, 'Nový balíček');
    },
  },
  {
    name: 'executor-price-option-modal',
    viewer: 'executor',
    path: (ctx) => myPackagePath(ctx, 'ceny'),
    remote: 'mf-executor',
    dialog: async ({ shell, page }) => {
      await shell.remote('mf-executor').getByRole('button', { name: 'Přidat variantu' }).click();
      return dialogNamed(page, 'Nová cenová varianta');
    },
  },
  {
    name: 'executor-services-form',
    viewer: 'executor',
    path: '/users/petra-profikova/',
    remote: 'mf-executor',
    dialog: async ({ shell, page }) => {
      await shell.remote('mf-executor').getByRole('button', { name: 'Moje služby' }).click();
      const form = page.getByRole('form', { name: 'Moje služby' });
      await expect(form).toBeVisible();
      // The form opens in a dialog (a drawer on phones): scan what holds it.
      return page.getByRole('dialog').filter({ has: form });
    },
  },
  {
    name: 'executor-top-up-modal',
    viewer: 'executor',
    path: '/account/transactions/',
    remote: 'mf-account',
    dialog: async ({ shell, page }) => {
      await shell.remote('mf-account').getByRole('button', { name: 'Dobít kredit' }).click();
      return dialogNamed(page, /Dobití kreditu/);
    },
  },
  {
    name: 'executor-payment-status-modal',
    viewer: 'executor',
    // Back from the gateway: ?platba=<id> opens the payment's status.
    path: async ({ shell }) => {
      const { paymentOrders } = await shell.graphql<{ paymentOrders: { items: { id: string }[] } }>('{ paymentOrders { items { id } } }');
      const id = paymentOrders.items[0]?.id;
      if (!id) throw new Error(`${DEMO.executor} has no payment order`);
      return `/account/documents/?platba=${id}`;
    },
    remote: 'mf-account',
    // Titled by the payment once it has loaded ("Platba č. 2").
    dialog: async ({ page }) => dialogNamed(page, /^(Stav platby|Platba č\. \d+)/),
  },

  // — A professional applying (the profile-approval journey) and the moderator who decides.
  { name: 'applicant-profile', viewer: 'applicant', path: async ({ username }) => `/users/${username}/`, remote: 'mf-executor' },
  {
    name: 'applicant-avatar-crop-modal',
    viewer: 'applicant',
    path: async ({ username }) => `/users/${username}/`,
    remote: 'mf-executor',
    dialog: async ({ shell, page }) => {
      const chooser = page.waitForEvent('filechooser');
      await shell.remote('mf-executor').getByText('Změnit fotku').click();
      await (await chooser).setFiles(await photoFile('portret.jpg', 900, 700, 20));
      return dialogNamed(page, 'Oříznout profilovou fotku');
    },
  },
  { name: 'moderator-profiles', viewer: 'moderator', path: '/account/moderation/', remote: 'mf-account' },
  { name: 'moderator-payments', viewer: 'moderator', path: '/account/moderation/platby/', remote: 'mf-account' },
];

async function signIn(shell: ShellPage, viewer: Viewer): Promise<string> {
  if (viewer === 'guest') return '';
  if (viewer === 'applicant') return (await shell.signUp('executor')).username;
  await shell.loginAs(LOGINS[viewer]);
  return '';
}

/** A row runs in the pipeline of the part that draws it: its page's remote, or the shell for its own pages, bars and modals. */
const partsOf = (target: Target): Deployable[] => (target.shellOwned ? ['shell'] : [target.remote]);

for (const target of TARGETS) {
  test(
    `${target.name}: no serious or critical axe violations at ${WIDTHS.join(' and ')} px`,
    touches(...partsOf(target)),
    async ({ shell, page, baseURL }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 900 });
      const username = await signIn(shell, target.viewer);
      const ctx: Context = { shell, page, baseURL: baseURL ?? '', username };
      await target.prepare?.(ctx);
      const path = typeof target.path === 'string' ? target.path : await target.path(ctx);
      await shell.goto(path);
      if (target.viewer !== 'guest')
        await expect(shell.header).toHaveAttribute('data-role', target.viewer === 'applicant' || target.viewer === 'executor' ? 'executor' : 'client');
      const area = target.remote === 'shell' ? page.locator('body') : shell.remote(target.remote);
      await expect(area.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settle(page, area);
      const scope = target.dialog ? await target.dialog(ctx) : undefined;
      if (scope) {
        await expect(scope).toBeVisible();
        await settle(page, scope);
      }

      // One load, both widths: the layout follows the viewport (CSS and matchMedia), as on a resized window.
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
          await settle(page, scope ?? area);
        }
        await expectNoBlockingViolations(page, testInfo, `${target.name}-${width}`, { scope, soft: true });
        // antd's icons name themselves in English ("down", "star"): a screen reader must not hear them.
        const iconNames = await (scope ?? area)
          .locator('[role="img"][aria-label]')
          .evaluateAll((icons) => icons.filter((i) => !i.closest('[aria-hidden="true"]')).map((i) => i.getAttribute('aria-label') ?? ''));
        expect
          .soft(
            iconNames.filter((name) => /^[a-z]+(-[a-z]+)*$/.test(name)),
            `icons named in English at ${width} px`,
          )
          .toEqual([]);
        // A11Y_SCREENSHOTS=<dir> keeps what was scanned, for eyeballing.
        if (process.env.A11Y_SCREENSHOTS) await page.screenshot({ path: `${process.env.A11Y_SCREENSHOTS}/${target.name}-${width}.png`, fullPage: !scope });
      }
    },
  );
}
