import type { Locator, Page } from '@playwright/test';

/** What is wrong with the header's layout: overlapping or cut items, items outside the header. */
export interface HeaderLayoutProblem {
  problem: 'overlap' | 'cut' | 'outside';
  items: string[];
}

/** The shell's header: its links wherever they are (row, "Více", drawer) and a check of its layout. */
export class SiteHeader {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.locator('header.shell-header');
  }

  get nav(): Locator {
    return this.root.getByRole('navigation', { name: 'Hlavní navigace' });
  }

  get more(): Locator {
    return this.nav.getByRole('button', { name: 'Více' });
  }

  get menuButton(): Locator {
    return this.root.getByRole('button', { name: 'Menu' });
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('navigation', { name: 'Navigace v menu' }) });
  }

  /** The labels of the visible links of a list, without their unread counts. */
  async linkLabels(scope: Locator): Promise<string[]> {
    return scope.locator('a:visible').evaluateAll((links) =>
      links.map((a) => {
        const copy = a.cloneNode(true) as HTMLElement;
        for (const count of copy.querySelectorAll('.shell-count')) count.remove();
        return (copy.textContent ?? '').trim();
      }),
    );
  }

  /**
   * Every visible link, button and badge of the header, compared with each other: none may overlap
   * another (unless one holds the other), be cut (content clipped by its box or a part of it) or stick out of the header.
   */
  async layoutProblems(): Promise<HeaderLayoutProblem[]> {
    return this.root.evaluate((header) => {
      const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`;
      const items = Array.from(header.querySelectorAll<HTMLElement>('a, button, .shell-count, .ant-badge-count')).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === 'visible';
      });
      const problems: { problem: 'overlap' | 'cut' | 'outside'; items: string[] }[] = [];
      const box = header.getBoundingClientRect();
      const inner = Math.min(box.right, document.documentElement.clientWidth);
      for (const el of items) {
        const r = el.getBoundingClientRect();
        if (r.left < box.left - 0.5 || r.right > inner + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
          problems.push({ problem: 'outside', items: [name(el)] });
        }
        // Cut: the item or a part of it clips its content (a badge overhanging a visible box is not cut).
        const clipped = [el, ...el.querySelectorAll<HTMLElement>('*')].some(
          (part) => getComputedStyle(part).overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 0.5,
        );
        if (clipped) problems.push({ problem: 'cut', items: [name(el)] });
      }
      items.forEach((a, i) => {
        for (const b of items.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          const ra = a.getBoundingClientRect();
          const rb = b.getBoundingClientRect();
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > 0.5 && y > 0.5) problems.push({ problem: 'overlap', items: [name(a), name(b)] });
        }
      });
      return problems;
    });
  }
}
