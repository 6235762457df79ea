import { act, renderHook } from '@testing-library/react';
import { enumParam, numberParam, pageParam, readUrlState, textParam, useUrlState, writeUrlState } from '@zaber/shared/platform/url-state';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

const schema = {
  category: textParam('sluzba'),
  priceMin: numberParam('cena_od'),
  sort: enumParam('razeni', ['RATING', 'REVIEWS'] as const, 'RATING'),
  page: pageParam(),
};

/** The hook under a router at `url`; `search()` is the query string the router holds now. */
function renderAt(url: string) {
  let search = '';
  // biome-ignore lint/correctness/noComponentHookFactories: a test probe that writes into this test's variable.
  function Spy() {
    search = useLocation().search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {children}
      <Spy />
    </MemoryRouter>
  );
  const { result } = renderHook(() => useUrlState(schema), { wrapper });
  return { result, search: () => search };
}

describe('URL state', () => {
  it('parses the query string with defaults', () => {
    expect(readUrlState(schema, new URLSearchParams(''))).toEqual({ category: null, priceMin: null, sort: 'RATING', page: 1 });
    expect(readUrlState(schema, new URLSearchParams('sluzba=svatby&cena_od=1500&razeni=REVIEWS&strana=3'))).toEqual({
      category: 'svatby',
      priceMin: 1500,
      sort: 'REVIEWS',
      page: 3,
    });
    expect(readUrlState(schema, new URLSearchParams('cena_od=-5&razeni=X&strana=abc'))).toEqual({ category: null, priceMin: null, sort: 'RATING', page: 1 });
    expect(readUrlState(schema, new URLSearchParams('cena_od=12.5')).priceMin).toBeNull();
    expect(readUrlState(schema, new URLSearchParams('cena_od=abc')).priceMin).toBeNull();
  });

  it('resets paging when a filter changes, keeps it when the page is set', () => {
    const current = new URLSearchParams('sluzba=svatby&strana=3&utm=x');
    expect(writeUrlState(schema, current, { priceMin: 2000 }).toString()).toBe('sluzba=svatby&utm=x&cena_od=2000');
    expect(writeUrlState(schema, current, { page: 4 }).toString()).toBe('sluzba=svatby&strana=4&utm=x');
    expect(writeUrlState(schema, current, { category: null, sort: 'RATING', page: 1 }).toString()).toBe('utm=x');
  });

  it('reads and writes through the router, and clears every key of the schema', () => {
    const { result, search } = renderAt('/balicky-sluzeb/?sluzba=svatby&strana=2&utm=x');
    expect(result.current.values).toMatchObject({ category: 'svatby', page: 2 });
    expect(result.current.raw).toEqual({ category: 'svatby', priceMin: null, sort: null, page: '2' });
    expect(result.current.active).toBe(true);
    act(() => result.current.set({ sort: 'REVIEWS' }));
    expect(search()).toBe('?sluzba=svatby&utm=x&razeni=REVIEWS');
    act(() => result.current.clear());
    expect(search()).toBe('?utm=x');
    expect(result.current.active).toBe(false);
  });

  it('keeps a change written before the page re-rendered with it', () => {
    const { result, search } = renderAt('/profici/?strana=2');
    // Two fields changed quickly: the second handler still holds the render from before the first change.
    const stale = result.current;
    act(() => stale.set({ priceMin: 6000 }));
    act(() => stale.set({ sort: 'REVIEWS' }));
    expect(search()).toBe('?cena_od=6000&razeni=REVIEWS');
    act(() => stale.clear());
    expect(search()).toBe('');
  });
});
