import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bandCentre, labelEvery, textWidth, valueAxis, valueY } from '../lib/chart-scale';
import { BAR_SIZE, CHART_HEIGHT } from '../lib/figures';
import classes from './WeeklyChart.module.css';

export interface Week {
  label: string;
  value: number;
}

interface Props {
  weeks: Week[];
  kind: 'bars' | 'line';
  colour: string;
  /** The chart's name for screen readers (the `role="img"`'s label). */
  label: string;
  /** Counts (farmers): integer ticks only. */
  wholeNumbers?: boolean;
  /** A value as the axis and the readout show it, with the app's formatters. */
  format: (value: number) => string;
  /** A week's value in words, for the readout and screen readers ('KES 1,234', '3 farmers'). */
  describe: (value: number) => string;
}

const FONT = 12;
const TOP = FONT / 2;
const BOTTOM = CHART_HEIGHT - FONT - 12;
const RIGHT_GAP = 8;
const TICK_GAP = 6;
const LABEL_GAP = 12;
/** A band's share taken by its bar (as chart.js drew them: 0.8 × 0.9), up to BAR_SIZE. */
const BAR_SHARE = 0.72;
const READOUT_HEIGHT = 44;

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowRight: (i, last) => Math.min(last, i + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * A weekly chart drawn by React as SVG in the width of its card (ADR 0041): bars or a line, a value axis from zero
 * with round ticks and gridlines, the week labels that fit. The SVG is one image for screen readers; over it, one
 * transparent button per week (a single tab stop, arrow keys move between weeks) tells the week's value and shows
 * it in a readout on hover, tap and keyboard focus.
 */
export function WeeklyChart({ weeks, kind, colour, label, wholeNumbers = false, format, describe }: Props) {
  const { t } = useTranslation('dashboard');
  const { ref, width } = useElementSize<HTMLDivElement>();
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(weeks.length - 1);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const axis = valueAxis(
    weeks.map((w) => w.value),
    { wholeNumbers },
  );
  const tickTexts = axis.ticks.map(format);
  const left = Math.max(...tickTexts.map((text) => textWidth(text, FONT))) + TICK_GAP * 2;
  const plotWidth = Math.max(0, width - left - RIGHT_GAP);
  const band = weeks.length ? plotWidth / weeks.length : 0;
  const every = labelEvery(weeks.length, plotWidth, Math.max(0, ...weeks.map((w) => textWidth(w.label, FONT))) + LABEL_GAP);
  const x = (i: number) => bandCentre(i, weeks.length, left, plotWidth);
  const y = (value: number) => valueY(value, axis, TOP, BOTTOM);
  const shown = hovered ?? focused;
  const stop = Math.min(tabStop, weeks.length - 1);

  function move(event: KeyboardEvent, index: number) {
    const next = KEY_MOVES[event.key]?.(index, weeks.length - 1);
    if (next === undefined) return;
    event.preventDefault();
    setTabStop(next);
    buttons.current[next]?.focus();
  }

  return (
    <div ref={ref} className={classes.chart} style={{ height: CHART_HEIGHT }} onPointerLeave={() => setHovered(null)}>
      {width > 0 && (
        <>
          <svg role="img" aria-label={label} width={width} height={CHART_HEIGHT}>
            {axis.ticks.map((tick, i) => (
              <g key={tick}>
                <line className={i === 0 ? classes.baseline : classes.grid} x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} />
                <text className={classes.axisText} x={left - TICK_GAP} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tickTexts[i]}
                </text>
              </g>
            ))}
            {shown !== null && <rect className={classes.highlight} x={left + band * shown} y={TOP} width={band} height={BOTTOM - TOP} />}
            {kind === 'bars' ? <Bars weeks={weeks} colour={colour} x={x} y={y} barWidth={Math.min(BAR_SIZE, band * BAR_SHARE)} /> : <Line weeks={weeks} colour={colour} x={x} y={y} shown={shown} />}
            {weeks.map(
              (week, i) =>
                (weeks.length - 1 - i) % every === 0 && (
                  <text key={i} className={classes.axisText} x={x(i)} y={CHART_HEIGHT - 4} textAnchor="middle">
                    {week.label}
                  </text>
                ),
            )}
          </svg>
          {weeks.map((week, i) => (
            <button
              key={i}
              ref={(node) => {
                buttons.current[i] = node;
              }}
              type="button"
              className={classes.week}
              style={{ left: left + band * i, width: band, top: TOP, height: BOTTOM - TOP }}
              tabIndex={i === stop ? 0 : -1}
              aria-label={t('charts.point', { week: week.label, value: describe(week.value) })}
              onPointerEnter={() => setHovered(i)}
              onFocus={() => {
                setFocused(i);
                setTabStop(i);
              }}
              onBlur={() => setFocused(null)}
              // Safari does not focus a tapped button: the tap shows the week all the same.
              onClick={() => setFocused(i)}
              onKeyDown={(event) => move(event, i)}
            />
          ))}
          {shown !== null && weeks[shown] && <Readout week={weeks[shown]} text={describe(weeks[shown].value)} x={x(shown)} y={y(weeks[shown].value)} width={width} />}
        </>
      )}
    </div>
  );
}

interface MarksProps {
  weeks: Week[];
  colour: string;
  x: (index: number) => number;
  y: (value: number) => number;
}

function Bars({ weeks, colour, x, y, barWidth }: MarksProps & { barWidth: number }) {
  return weeks.map((week, i) => <rect key={i} x={x(i) - barWidth / 2} y={y(week.value)} width={barWidth} height={BOTTOM - y(week.value)} fill={colour} />);
}

function Line({ weeks, colour, x, y, shown }: MarksProps & { shown: number | null }) {
  return (
    <>
      <polyline points={weeks.map((week, i) => `${x(i)},${y(week.value)}`).join(' ')} fill="none" stroke={colour} strokeWidth={2} strokeLinejoin="round" />
      {weeks.map((week, i) => (
        <circle key={i} cx={x(i)} cy={y(week.value)} r={i === shown ? 5 : 3} fill={colour} />
      ))}
    </>
  );
}

/** The week shown: above its bar or point, below it when there is no room above, always inside the chart. */
function Readout({ week, text, x, y, width }: { week: Week; text: string; x: number; y: number; width: number }) {
  const half = Math.max(textWidth(week.label, FONT), textWidth(text, FONT)) / 2 + 8;
  const left = Math.min(Math.max(x, half), Math.max(half, width - half));
  const above = y - READOUT_HEIGHT - 8 >= 0;
  return (
    <div
      className={classes.readout}
      aria-hidden
      style={{ left, top: above ? y - 8 : y + 8, transform: `translate(-50%, ${above ? '-100%' : '0'})` }}
    >
      <strong>{week.label}</strong>
      <br />
      {text}
    </div>
  );
}
