import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteId } from '@zaber/shared/platform/remotes';

export const DEMO_PASSWORD = 'zaber-demo';
export const DEMO = {
  client: 'klient@zaber.test',
  executor: 'profik@zaber.test',
  newExecutor: 'novacek@zaber.test',
  /** Public, no credit. */
  freshExecutor: 'zacinajici@zaber.test',
  moderator: 'moderator@zaber.test',
} as const;

/**
 * The cookies a sign-in leaves in the browser: the token HttpOnly (no script reads it) and the
 * readable marker that tells the shell a session exists.
 */
export function sessionCookies(token: string, url: string) {
  const marker = Math.random().toString(16).slice(2, 18).padEnd(16, '0');
  return [
    { name: 'zaber-token', value: token, url, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'zaber-session', value: marker, url, sameSite: 'Lax' as const },
  ];
}

/** The page as the shell lays it out: header, main with the remote areas, footer. */
export class ShellPage {
  constructor(
    readonly page: Page,
    private readonly baseURL: string,
  ) {}

  async goto(path: string) {
    await this.page.goto(path);
    await this.ready();
  }

  /**
   * Until the page answers clicks: the shell's frame hydrated or rendered, and no remote's area still
   * holding server HTML its remote has not taken over (a click on server HTML before its scripts
   * run goes nowhere).
   */
  async ready() {
    await this.page.locator('#root[data-ready]').waitFor({ state: 'attached' });
    await this.page.waitForFunction(() => document.querySelectorAll('.remote-area:not([data-ready]) > *').length === 0);
  }

  /** Signs in through the real API (password of the demo accounts); the token lands in the cookies. */
  async loginAs(email: string, password = DEMO_PASSWORD) {
    const response = await this.page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
        variables: { input: { email, password } },
      },
    });
    const body = (await response.json()) as { data?: { loginWithPassword: { token: string } }; errors?: unknown };
    if (!body.data) throw new Error(`Login of ${email} failed: ${JSON.stringify(body.errors)}`);
    await this.page.context().addCookies(sessionCookies(body.data.loginWithPassword.token, this.baseURL));
  }

  /**
   * A dialog by its name once antd has finished opening it: a click during its zoom-in (a dialog whose
   * code just loaded on a busy machine) can land before its controls answer.
   */
  async openedDialog(name: string): Promise<Locator> {
    const dialog = this.page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveClass(/-zoom-(appear|enter)/);
    return dialog;
  }

  /** Signs in as a person does: the header's button, e-mail, password; where it lands is the caller's to check. */
  async signInFromHeader(email: string, password = DEMO_PASSWORD) {
    await this.header.getByRole('button', { name: 'Přihlásit se' }).click();
    const dialog = await this.openedDialog('Přihlášení');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Přihlásit se heslem' }).click();
    await dialog.getByLabel('Heslo', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  }

  /**
   * Signs up a new account through the real API (sign-up, the e-mailed code from the dev outbox,
   * login with it) and signs this page in as it: a professional awaiting approval, or a client,
   * that no other test shares.
   */
  async signUp(kind: 'executor' | 'client', name = kind === 'executor' ? 'Nela Nová' : 'Karel Nový'): Promise<{ email: string; username: string }> {
    const email = `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cz`;
    const post = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await this.page.request.post('/graphql', { data: { query, variables } });
      const body = (await response.json()) as { data?: T; errors?: unknown };
      if (!body.data || body.errors) throw new Error(`Sign-up of ${email} failed: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    await post('mutation ($input: SignUpInput!) { signUp(input: $input) { email } }', {
      input: { name, email, profileType: kind === 'executor' ? 1 : 0, termsAgreement: true },
    });
    const code = (await this.outbox(email)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    const login = await post<{ loginWithCode: { token: string; profile: { username: string } } }>(
      'mutation ($input: LoginWithCodeInput!) { loginWithCode(input: $input) { token profile { username } } }',
      { input: { email, code } },
    );
    await this.page.context().addCookies(sessionCookies(login.loginWithCode.token, this.baseURL));
    return { email, username: login.loginWithCode.profile.username };
  }

  /** A GraphQL call as the signed-in user of this page (the cookie's token also as the JWT header). */
  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const token = (await this.page.context().cookies(this.baseURL)).find((c) => c.name === 'zaber-token')?.value;
    const response = await this.page.request.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `JWT ${token}` } : {},
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  async logout() {
    await this.page.context().clearCookies({ name: 'zaber-token' });
    await this.page.context().clearCookies({ name: 'zaber-session' });
  }

  async setConsent(consent: { analytics: boolean; marketing: boolean } | null) {
    if (consent === null) {
      await this.page.context().clearCookies({ name: 'zaber-consent' });
      return;
    }
    const value = encodeURIComponent(JSON.stringify(consent));
    await this.page.context().addCookies([{ name: 'zaber-consent', value, url: this.baseURL }]);
  }

  /** The newest mails to an address in the development outbox. */
  async outbox(to: string): Promise<{ to: string; subject: string; text: string }[]> {
    const response = await this.page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    return (await response.json()) as { to: string; subject: string; text: string }[];
  }

  get shellRoot(): Locator {
    return this.page.locator('[data-remote="shell"]');
  }

  get header(): Locator {
    return this.page.locator('header.shell-header');
  }

  get footer(): Locator {
    return this.page.locator('footer.shell-footer');
  }

  get notices(): Locator {
    return this.page.getByTestId('shell-notice');
  }

  remote(id: RemoteId): Locator {
    return this.page.locator(`[data-remote="${id}"]`);
  }

  errorPanel(id: RemoteId): Locator {
    return this.page.locator(`[data-remote-error="${id}"]`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Navigates inside the page (no reload) as a link click would. */
  async navigateInPage(path: string) {
    // single-spa patches pushState and reroutes on it.
    await this.page.evaluate((to) => window.history.pushState(null, '', to), path);
  }
}

/**
 * Answers the open confirmation bubble (antd Popconfirm) with its button `name` (a name no other
 * button on the page has), until the bubble is gone. By role, so a closed bubble left in the page is
 * not a match; the newest last. A click while the bubble still moves into place can land beside it
 * (the bubble stays open): then it is answered again; a button busy with the answer ignores clicks.
 * It is gone only once it was answered.
 */
export async function confirmPopup(page: Page, name: string): Promise<void> {
  const bubble = page.locator('.ant-popconfirm:visible').last();
  const button = bubble.getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  // Settled first: while it zooms in, the bubble can read as hidden for a moment.
  await expect(bubble).not.toHaveClass(/-zoom-big-(appear|enter)/);
  // Gone only counts once it was answered: a bubble that flickered out unanswered is answered still.
  let answered = false;
  await expect(async () => {
    if (!answered || (await button.isVisible())) {
      await button.click({ timeout: 5_000 });
      answered = true;
    }
    await expect(button).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens the dropdown behind `trigger` and chooses its item `name`, until `chosen` holds. A click
 * while the menu still slides in can miss the item (the menu then stays open or closes): open and
 * choose again.
 */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string, chosen: () => Promise<void>): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  let tried = false;
  await expect(async () => {
    if (tried) {
      // The choice may have landed late (a dialog over the trigger): then it is done.
      const done = await chosen().then(
        () => true,
        () => false,
      );
      if (done) return;
    }
    tried = true;
    if (!(await item.isVisible())) await trigger.click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    await chosen();
  }).toPass({ timeout: 40_000 });
}
