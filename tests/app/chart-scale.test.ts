import { describe, expect, it } from 'vitest';
import { bandCentre, labelEvery, valueAxis, valueY } from '@app/features/dashboard/lib/chart-scale';

describe("the weekly charts' value axis (ADR 0041)", () => {
  it('starts at zero and ends on a round tick at or above the largest value', () => {
    expect(valueAxis([120, 340, 90])).toEqual({ top: 400, ticks: [0, 100, 200, 300, 400] });
    expect(valueAxis([7])).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
  });

  it('draws all zeros, and one week alone, from 0', () => {
    expect(valueAxis([0, 0, 0])).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis([])).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis([5])).toEqual({ top: 5, ticks: [0, 1, 2, 3, 4, 5] });
  });

  it('keeps huge amounts to a few round ticks', () => {
    expect(valueAxis([12_000_000, 3_500_000])).toEqual({ top: 12_500_000, ticks: [0, 2_500_000, 5_000_000, 7_500_000, 10_000_000, 12_500_000] });
  });

  it('gives amounts below one decimal ticks without drift', () => {
    expect(valueAxis([0.3])).toEqual({ top: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
  });

  it('never shows half a farmer: whole-number axes step by integers', () => {
    expect(valueAxis([1], { wholeNumbers: true })).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis([3], { wholeNumbers: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(valueAxis([12], { wholeNumbers: true }).ticks).toEqual([0, 5, 10, 15]);
    for (const largest of [1, 2, 3, 4, 6, 9, 11, 23, 47, 99]) {
      expect(valueAxis([largest], { wholeNumbers: true }).ticks.every(Number.isInteger), String(largest)).toBe(true);
    }
  });

  it('does not break on values the contract never sends (negative, not finite)', () => {
    const axis = valueAxis([-50, Number.NaN, 20, Number.POSITIVE_INFINITY]);
    expect(axis).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(valueY(-50, axis, 0, 100)).toBe(100);
    expect(valueY(Number.NaN, axis, 0, 100)).toBe(100);
    expect(valueY(10, axis, 0, 100)).toBe(50);
    expect(valueY(20, axis, 0, 100)).toBe(0);
  });
});

describe("the weekly charts' weeks", () => {
  it('puts each week in the middle of its band', () => {
    expect(bandCentre(0, 4, 40, 200)).toBe(65);
    expect(bandCentre(3, 4, 40, 200)).toBe(215);
  });

  it('skips labels only when they would overlap', () => {
    expect(labelEvery(6, 600, 50)).toBe(1);
    expect(labelEvery(12, 250, 50)).toBe(3);
    expect(labelEvery(52, 250, 50)).toBe(11);
  });
});
