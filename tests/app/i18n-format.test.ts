import { afterAll, describe, expect, it } from 'vitest';
import { formatAgo, formatDate, formatDateTime, formatFileSize, formatKes, formatKgs, formatNumber, formatPercent } from '@app/i18n/format';
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
    expect(formatFileSize(1536)).toBe('1.5 KB');
  });

  it('a percent with decimals drops a trailing zero, so a score reads like the pass mark beside it', async () => {
    await showLanguage('en');
    expect([formatPercent(44, 1), formatPercent(70), formatPercent(61.5, 1), formatPercent(0, 1), formatPercent(100, 1)]).toEqual(['44%', '70%', '61.5%', '0%', '100%']);
    await showLanguage('sw');
    expect([formatPercent(44, 1), formatPercent(61.5, 1)]).toEqual(['44%', '61.5%']);
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
