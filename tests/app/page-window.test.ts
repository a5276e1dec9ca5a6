import { describe, expect, it } from 'vitest';
import { pageWindow } from '@app/lib/page-window';

describe('pageWindow (spec part 2 §9: all pages up to 7, then windows with ellipses)', () => {
  it('offers every page up to 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });

  it('windows longer lists in 7 slots: first, last, the current page and its neighbours', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageWindow(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('clamps a page outside the list', () => {
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
  });

  it('always fills 7 slots beyond 7 pages', () => {
    for (let total = 8; total <= 30; total++) for (let page = 1; page <= total; page++) expect(pageWindow(page, total)).toHaveLength(7);
  });
});
