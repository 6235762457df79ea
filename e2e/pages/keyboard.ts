import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How the focused element shows it has focus: an outline or a focus shadow on it or on the antd
 * wrapper that draws it (inputs in an affix wrapper, a radio's or checkbox's box beside its hidden
 * input, a select's selector). Empty when nothing shows it.
 */
async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return '';
    const candidates = [
      active,
      active.nextElementSibling,
      active.parentElement,
      active.closest(
        '.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .ant-radio-button-wrapper, .ant-checkbox-wrapper, .ant-radio-wrapper',
      ),
    ].filter((el): el is Element => el instanceof Element);
    for (const el of candidates) {
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1)
        return `outline ${style.outlineWidth} ${style.outlineStyle} on ${el.className || el.tagName}`;
      if (style.boxShadow !== 'none') return `shadow ${style.boxShadow} on ${el.className || el.tagName}`;
    }
    // A radio's or checkbox's drawn box shows keyboard focus with an outline of its own.
    const box = active.closest('.ant-radio-wrapper, .ant-checkbox-wrapper')?.querySelector('.ant-radio-inner, .ant-checkbox-inner');
    if (box) {
      const style = getComputedStyle(box);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) return `outline ${style.outlineWidth} on ${box.className}`;
    }
    return '';
  });
}

/** `target` has the keyboard focus, the browser shows it as keyboard focus (`:focus-visible`) and something draws it. */
export async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(await target.evaluate((el) => el.matches(':focus-visible')), 'the focus is keyboard focus (:focus-visible)').toBe(true);
  expect(await focusIndicator(page), 'an outline or a focus shadow shows where the focus is').not.toBe('');
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user would, at
 * most `max` times; focus must never fall back to the page's body on the way. Then checks it is visible.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false }: { max?: number; back?: boolean } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(page, target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const lost = await page.evaluate(() => document.activeElement === null || document.activeElement === document.body);
    expect(lost, `Tab ${i + 1} towards ${target} keeps the focus on a control`).toBe(false);
  }
  throw new Error(`${target} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** What has the focus now, for messages: tag, role and name. */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page itself (body)';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  });
}
