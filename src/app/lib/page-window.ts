/** A page number to offer, or a gap ('…') standing for the pages left out. */
export type PageSlot = number | 'gap';

/** Up to this many pages every page is offered (spec part 2 §9); beyond, always this many slots. */
export const ALL_PAGES_UP_TO = 7;

/**
 * The page numbers a pager offers (spec part 2 §9): every page up to 7; beyond, the first and last page, the
 * current one with its neighbours, and gaps for the rest, in 7 slots so the pager never changes width:
 * 1 2 3 4 5 … 20 · 1 … 9 10 11 … 20 · 1 … 16 17 18 19 20.
 */
export function pageWindow(current: number, total: number): PageSlot[] {
  const last = Math.max(1, total);
  const page = Math.min(Math.max(1, current), last);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last <= ALL_PAGES_UP_TO) return range(1, last);
  if (page <= 4) return [...range(1, 5), 'gap', last];
  if (page >= last - 3) return [1, 'gap', ...range(last - 4, last)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', last];
}
