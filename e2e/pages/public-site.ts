import type { Locator, Page } from '@playwright/test';

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
}
