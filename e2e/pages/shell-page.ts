import type { Locator, Page } from '@playwright/test';
import type { RemoteId } from '@zaber/shared/remotes';
import type { ViewerRole } from '@zaber/shared/roles';

/** The page as the shell lays it out: header, main with the remote areas, footer. */
export class ShellPage {
  constructor(
    readonly page: Page,
    private readonly baseURL: string,
  ) {}

  async goto(path: string) {
    await this.page.goto(path);
    await this.shellRoot.waitFor();
  }

  /** Sets the development role (until sign-in exists) for the next page load. */
  async useRole(role: ViewerRole) {
    await this.page.context().addCookies([{ name: 'zaber-dev-role', value: role, url: this.baseURL }]);
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
