import { afterAll, describe, expect, it } from 'vitest';
import { formatAgo, formatDate, formatDateTime, formatDurationParts, formatFileSize, formatKes, formatKgs, formatNumber, formatPercent, formatWeek } from '@app/i18n/format';
import { i18n, showLanguage } from '@app/i18n/i18n';

describe('one way to show dates and numbers', () => {
  afterAll(() => showLanguage('en'));

  it('English: one date style and one date-time style, in Nairobi time', async () => {
    await showLanguage('en');
    expect(formatDate('2026-11-23T21:30:00Z')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-11-23T05:14:00Z')).toBe('23 Nov 2026, 08:14');
    expect(formatDate('1988-04-15')).toBe('15 Apr 1988');
  });

  it('a calendar date is the same day whatever the clock', async () => {
    await showLanguage('en');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it('amounts keep the unit first, grouped, at most two decimals', async () => {
    await showLanguage('en');
    expect(formatKes(1234567.891)).toBe('KES 1,234,567.89');
    expect(formatKgs(0)).toBe('Kgs 0');
    expect(formatNumber(-1500)).toBe('-1,500');
    expect(formatPercent(45)).toBe('45%');
    expect(formatFileSize(1536)).toBe('1.5 kB');
  });

  it('one rounding rule for every percent: whole, rounded down, so one score reads the same everywhere (issue 32 item 3)', async () => {
    await showLanguage('en');
    expect(formatPercent(61.5)).toBe('61%');
    expect(formatPercent(69.96)).toBe('69%');
    expect(formatPercent(70)).toBe('70%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('Kiswahili: sizes, durations, weeks and "just now" in Kiswahili, no zero units, no English units (issue 32 item 3)', async () => {
    await showLanguage('sw');
    expect(formatFileSize(0)).toBe('baiti 0');
    expect(formatFileSize(-5)).toBe('baiti 0');
    expect(formatFileSize(Number.NaN)).toBe('baiti 0');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('MB 1.5');
    expect(formatDurationParts([{ unit: 'd', n: 1 }, { unit: 'h', n: 0 }, { unit: 'm', n: 0 }, { unit: 's', n: 0 }])).toBe('siku 1');
    expect(formatDurationParts([{ unit: 'h', n: 2 }, { unit: 'm', n: 0 }, { unit: 's', n: 5 }])).not.toMatch(/\b0\b/);
    expect(formatDurationParts([{ unit: 's', n: 0 }])).toMatch(/0/);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(formatAgo(now - 20_000, now)).toBe('sasa hivi');
    expect(formatAgo(now + 5_000, now)).toBe('sasa hivi');
    expect(formatWeek('2026-10-19')).toBe('19 Okt');
    await showLanguage('en');
    expect(formatAgo(now - 20_000, now)).toBe('just now');
    expect(formatWeek('2026-10-19')).toBe('19 Oct');
    expect(formatDurationParts([{ unit: 'd', n: 1 }, { unit: 'h', n: 0 }, { unit: 'm', n: 3 }, { unit: 's', n: 0 }])).toBe('1 day 3 mins');
  });

  it('Kiswahili: relative times and dates in Kiswahili', async () => {
    await showLanguage('sw');
    expect(i18n.language).toBe('sw');
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(formatAgo(now - 5 * 60_000, now)).toBe('dakika 5 zilizopita');
    expect(formatAgo(now - 3 * 24 * 3_600_000, now)).toBe('siku 3 zilizopita');
    expect(formatDate('2026-11-23T05:14:00Z')).toMatch(/23 Nov 2026/);
  });
});
