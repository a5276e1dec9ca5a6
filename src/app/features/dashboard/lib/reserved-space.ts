import type { DashboardView, MetricCard } from './dashboard-view';
import { CHART_HEIGHT } from './figures';

/**
 * The space the dashboard's figures and charts take, kept for them before they are there (P2, layout shift: on a
 * phone the version footer ends the page, and it jumped down when the figures arrived). Heights in px of what
 * `DashboardMetrics` and `DashboardCharts` render at their columns in English at 360 px, the narrowest: a card's
 * label and figure, with the hint line or progress bar of its kind; a chart its title row and drawing. Longer
 * texts (Kiswahili's labels) only make the screen taller, which moves what follows further down, off the first
 * screen of a phone.
 */
const CARD: Record<MetricCard, number> = {
  totalAgents: 88,
  totalFarmers: 88,
  // The sales card has a hint only on the platform's view (both companies).
  seedSasaSales: 88,
  everlendSales: 109,
  salesTarget: 121,
  farmerTarget: 121,
  points: 88,
  training: 109,
};
/** Mantine's `md` spacing: the gap of the grids and of the page's stack. */
const GAP = 16;
/** A chart's card: its padding and border, the title row (h5, `mb="sm"`) and the drawing (CHART_HEIGHT). */
const CHART_CARD = CHART_HEIGHT + 70;

type Responsive = { base: number; xs: number; md: number; lg: number };

/** Rows of `columns` cards: each row as tall as its tallest card. */
function gridHeight(heights: number[], columns: number): number {
  let total = 0;
  for (let i = 0; i < heights.length; i += columns) total += Math.max(...heights.slice(i, i + columns)) + (i > 0 ? GAP : 0);
  return total;
}

/** The charts' block: two cards one above the other, side by side from `md` (as `DashboardCharts`' grid). */
export const chartsSpace = { base: gridHeight([CHART_CARD, CHART_CARD], 1), md: CHART_CARD };

/** The cards (one column, two from `xs`, up to four from `lg`, as `DashboardMetrics`' grid) and the charts below them. */
export function figuresSpace(view: DashboardView): Responsive {
  const cards = view.cards.map((card) => CARD[card]);
  const withCharts = (cardsHeight: number, charts: number) => cardsHeight + (view.charts ? GAP + charts : 0);
  return {
    base: withCharts(gridHeight(cards, 1), chartsSpace.base),
    xs: withCharts(gridHeight(cards, 2), chartsSpace.base),
    md: withCharts(gridHeight(cards, 2), chartsSpace.md),
    lg: withCharts(gridHeight(cards, Math.min(4, cards.length)), chartsSpace.md),
  };
}
