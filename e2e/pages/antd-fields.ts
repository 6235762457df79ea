import { expect, type Locator, type Page } from '@playwright/test';
import { motionSettled } from './motion';

/**
 * The options of the open antd select list (its visible choices: the options with role=option are
 * for screen readers); with `title`, the option offered as exactly that.
 */
export function listOptions(page: Page, title?: string): Locator {
  return page.locator(`.ant-select-dropdown:visible .ant-select-item-option${title ? `[title="${title}"]` : ''}`);
}

/** Types into an obec field and picks the obec offered as `title` ("Lednice (Břeclav, Jihomoravský kraj)") once the list has opened. */
export async function pickPlace(field: Locator, typed: string, title: string) {
  const option = listOptions(field.page(), title);
  await field.fill(typed);
  await expect(option).toBeVisible();
  await motionSettled(option);
  await option.click();
  await expect(field).toHaveValue(title);
}

/**
 * Gives `stars` of antd's rating in `scope` (a review form) and waits until they show. A dialog still
 * zooming in can move a star from under the click: then it is clicked again (a click on the star
 * already given would clear it, so only while it is not given).
 */
export async function giveStars(scope: Locator, stars: number) {
  const star = scope.locator('.ant-rate-star').nth(stars - 1);
  await expect(async () => {
    if (!(await star.evaluate((el) => el.classList.contains('ant-rate-star-full')))) await star.click({ timeout: 5_000 });
    await expect(star).toHaveClass(/ant-rate-star-full/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
