/**
 * The geometry of the dashboard's weekly charts (ADR 0041): a value axis from zero to a round top with round ticks,
 * one band per week, and which week labels fit under the bars. Pure numbers: `WeeklyChart` draws them.
 */

export interface ValueAxis {
  /** The axis' top: the first tick at or above the largest value. */
  top: number;
  /** From 0 to `top`, evenly spaced by a round step (1, 2, 2.5 or 5 times a power of ten). */
  ticks: number[];
}

const ROUND_STEPS = [1, 2, 2.5, 5, 10];
/** Steps of 0.1 added up drift (0.30000000000000004): ticks are rounded to 12 significant digits. */
const exact = (n: number) => Number(n.toPrecision(12));

/**
 * An axis from zero for `values` with at most `maxSteps` steps. `wholeNumbers` (a count of farmers) keeps every
 * tick an integer: never 0.5 farmers. Values that are negative or not finite (the contract never sends them) are
 * left out; all zeros give the axis 0–1.
 */
export function valueAxis(values: readonly number[], { wholeNumbers = false, maxSteps = 5 } = {}): ValueAxis {
  const largest = Math.max(0, ...values.filter((v) => Number.isFinite(v)));
  if (largest === 0) return { top: 1, ticks: [0, 1] };
  const rough = largest / maxSteps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const steps = ROUND_STEPS.map((s) => exact(s * power)).filter((s) => !wholeNumbers || Number.isInteger(s));
  const step = Math.max(wholeNumbers ? 1 : 0, steps.find((s) => s >= rough) ?? exact(10 * power));
  const count = Math.max(1, Math.ceil(exact(largest / step)));
  const ticks = Array.from({ length: count + 1 }, (_, i) => exact(i * step));
  return { top: ticks[count]!, ticks };
}

/** Where `value` sits on an axis drawn from `bottom` (0) up to `top` (the axis' top) in px; below zero sits at zero. */
export function valueY(value: number, axis: ValueAxis, top: number, bottom: number): number {
  const share = Number.isFinite(value) ? Math.min(1, Math.max(0, value / axis.top)) : 0;
  return bottom - share * (bottom - top);
}

/** The centre of band `index` of `count` equal bands across `width` px starting at `left`. */
export const bandCentre = (index: number, count: number, left: number, width: number) => left + (width / count) * (index + 0.5);

/**
 * Every how many weeks a label is shown so that labels `labelWidth` px wide (with their gap) don't overlap across
 * `width` px: 1 when all fit, more on a phone with many weeks.
 */
export const labelEvery = (count: number, width: number, labelWidth: number) => Math.max(1, Math.ceil((count * labelWidth) / Math.max(1, width)));

/**
 * The width of a one-line text in px, estimated before it is drawn: the app's sans-serif digits and letters are
 * about 0.6 em on average (measuring would need a layout per label).
 */
export const textWidth = (text: string, fontSize: number) => Math.ceil(text.length * fontSize * 0.6);
