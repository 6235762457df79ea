import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the antd popup holding `element` (a select's list, a menu, a confirmation bubble, a
 * drawer, a dialog) has finished its enter motion. rc-motion first holds a popup still in its start
 * state for a frame or more ("prepare"), then animates it: Playwright's check that an element is
 * stable can pass in those still frames, and its click then lands on an element in motion and
 * misses. Seen under load at 375 px: an option clicked at 0.8 of its height, 14 px above where it
 * came to rest; the list stayed open and the filter unchanged.
 */
export async function motionSettled(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((el) => {
          const root = el.closest('.ant-drawer, .ant-modal-wrap, .ant-select-dropdown, .ant-dropdown, .ant-popover, .ant-picker-dropdown') ?? el;
          const moving = [root, ...root.querySelectorAll('*')].some((node) =>
            [...node.classList].some((name) => /-(appear|enter)(-prepare|-start|-active)?$/.test(name)),
          );
          const running = root
            .getAnimations({ subtree: true })
            .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
          return !moving && !running;
        }),
      { message: 'the popup finished opening' },
    )
    .toBe(true);
}
