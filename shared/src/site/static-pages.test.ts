import { getRoute, href } from '@zaber/shared/platform/routes';
import { STATIC_PAGES } from '@zaber/shared/site/static-pages';

describe('STATIC_PAGES', () => {
  it('names each page once', () => {
    expect(new Set(STATIC_PAGES).size).toBe(STATIC_PAGES.length);
  });

  it.each(STATIC_PAGES)('%s has a path without parameters that a guest sees on mf-public', (id) => {
    expect(href(id)).not.toContain(':');
    expect(getRoute(id).owner('guest')).toBe('mf-public');
  });
});
