import { expect, type Locator, type Page } from '@playwright/test';
import { listOptions } from './antd-fields';

/**
 * The filters of a catalogue page (/profici/, /balicky-sluzeb/): inline on wide screens, in the
 * "Filtry" drawer on phones (`scope` is the remote's area or the drawer).
 */
export class CatalogueFilters {
  constructor(
    readonly page: Page,
    readonly scope: Locator,
  ) {}

  /** The results line above the cards ("24 výsledků"). */
  count(): Locator {
    return this.page.locator('[data-remote="mf-public"] [data-testid="result-count"]');
  }

  /** The number of results the page says, e.g. 24 of "24 výsledků". */
  async resultNumber(): Promise<string> {
    const text = (await this.count().textContent()) ?? '';
    return /[\d\s\u00a0]+/.exec(text)?.[0].trim() ?? '';
  }

  /**
   * Picks an option of one of antd's selects by the select's label and the option's text, and waits
   * until the select shows it. A tap on an option still sliding into place can miss it: then the
   * list is closed and the choice made again.
   */
  async choose(label: string, option: string) {
    const item = listOptions(this.page, option);
    await expect(async () => {
      if (!(await item.isVisible())) await this.scope.getByLabel(label, { exact: true }).click({ timeout: 5_000 });
      await item.click({ timeout: 5_000 });
      // In the phone's drawer the list may stay open while the page follows the choice: close it by key.
      await expect(item)
        .toBeHidden({ timeout: 3_000 })
        .catch(() => this.page.keyboard.press('Escape'));
      await expect(item).toBeHidden({ timeout: 2_000 });
      await expect(this.selected(label)).toContainText(option, { timeout: 5_000 });
    }).toPass();
  }

  /** What one of antd's selects shows. */
  selected(label: string): Locator {
    return this.scope.locator('.ant-select').filter({ has: this.page.getByLabel(label, { exact: true }) });
  }

  /**
   * Types into "V okolí obce" and picks the obec offered as `option`, until the field shows it: as in
   * `choose`, a tap on an option still sliding into place can miss it (the list then stays open).
   */
  async near(typed: string, option: string | RegExp) {
    const field = this.scope.getByLabel('V okolí obce', { exact: true });
    const item = listOptions(this.page).filter({ hasText: option }).first();
    await expect(async () => {
      if (!(await item.isVisible())) await field.fill(typed, { timeout: 5_000 });
      await item.click({ timeout: 5_000 });
      await expect(field).toHaveValue(option, { timeout: 3_000 });
    }).toPass();
  }

  date(label: string): Locator {
    return this.scope.getByLabel(label, { exact: true });
  }
}
