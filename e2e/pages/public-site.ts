import { expect, type Locator, type Page } from '@playwright/test';
import { motionSettled } from './motion';

/** mf-public as a guest sees it: the remote's area, its cards, tabs and the shell's dialogs. */
export class PublicSite {
  constructor(readonly page: Page) {}

  get area(): Locator {
    return this.page.locator('[data-remote="mf-public"]');
  }

  heading(): Locator {
    return this.area.getByRole('heading', { level: 1 });
  }

  /** A link of the remote by its exact name (or a pattern). */
  link(name: string | RegExp): Locator {
    return this.area.getByRole('link', { name, exact: typeof name === 'string' });
  }

  tab(name: string | RegExp): Locator {
    return this.area.getByRole('tab', { name });
  }

  /** Modals are rendered by the shell, outside the remote's area. */
  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /**
   * Opens a list page's "Filtry" drawer (phones) and returns it. The server's page answers a tap
   * once hydrated, so a tap that opened nothing is tried again; a drawer opened late is not tapped
   * through (its mask covers the button).
   */
  async openFilterDrawer(): Promise<Locator> {
    const drawer = this.page.getByRole('dialog', { name: 'Filtry' });
    await this.area.getByRole('button', { name: /^Filtry/ }).click();
    await expect(drawer).toBeVisible();
    // Its fields slide up with it: a list opened on the way would open where the field was.
    await motionSettled(drawer);
    return drawer;
  }
}
