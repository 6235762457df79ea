import { visiblePages } from '@zaber/shared/ui/paging';

describe('visiblePages', () => {
  it('keeps the first and last page and two on each side of the current one, gaps between', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(visiblePages(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    // A gap of one page is the page itself, not an ellipsis.
    expect(visiblePages(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
  });
});
