import { expect, type Locator, type Page } from '@playwright/test';
import { listOptions } from './antd-fields';
import { partHydrated } from './hydrated';
import { motionSettled } from './motion';

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

  /** Picks an option of one of antd's selects by the select's label and the option's text, once its list has opened. */
  async choose(label: string, option: string) {
    const item = listOptions(this.page, option);
    const field = this.scope.getByLabel(label, { exact: true });
    await partHydrated(field);
    await field.click();
    await expect(item).toBeVisible();
    await motionSettled(item);
    await item.click();
    // The list closes with the choice and the select shows it.
    await expect(item).toBeHidden();
    await expect(this.selected(label)).toContainText(option);
  }

  /** What one of antd's selects shows. */
  selected(label: string): Locator {
    return this.scope.locator('.ant-select').filter({ has: this.page.getByLabel(label, { exact: true }) });
  }

  /** Types into "V okolí obce" and picks the obec offered as `option` once the list of suggestions has opened. */
  async near(typed: string, option: string | RegExp) {
    const field = this.scope.getByLabel('V okolí obce', { exact: true });
    const item = listOptions(this.page).filter({ hasText: option }).first();
    await partHydrated(field);
    await field.fill(typed);
    await expect(item).toBeVisible();
    await motionSettled(item);
    await item.click();
    await expect(field).toHaveValue(option);
  }

  date(label: string): Locator {
    return this.scope.getByLabel(label, { exact: true });
  }
}
