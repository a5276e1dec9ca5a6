import { describe, expect, it } from 'vitest';
import { optionLetter, QUALIFYING_PERCENT, roundTo, scoreAnswers, TRAIT_WEIGHTS, TRAITS, type ScoredAnswer } from '@shared/scoring';

const answers = (trait: ScoredAnswer['trait'], ...scores: number[]): ScoredAnswer[] => scores.map((score) => ({ trait, score }));

describe('questionnaire scoring (spec part 2 §9)', () => {
  it('weights the traits 0.35 / 0.30 / 0.20 / 0.15', () => {
    expect(TRAIT_WEIGHTS).toEqual({ KNOWLEDGE: 0.35, COMMUNICATION: 0.3, EMPATHIC_COMMUNICATION: 0.2, GRIT: 0.15 });
    expect(TRAITS.reduce((sum, t) => sum + TRAIT_WEIGHTS[t], 0)).toBeCloseTo(1, 10);
    expect(QUALIFYING_PERCENT).toBe(70);
  });

  it('scores all answers at 1 as 100% and qualified', () => {
    const all = TRAITS.flatMap((t) => answers(t, 1, 1));
    expect(scoreAnswers(all)).toMatchObject({ overallPercent: 100, qualified: true, answered: 8 });
  });

  it('averages each trait and weights it (hand-computed)', () => {
    // KNOWLEDGE (1 + 0.5) / 2 = 0.75 → 0.75 × 0.35 = 0.2625
    // COMMUNICATION (1 + 0 + 0.5) / 3 = 0.5 → 0.5 × 0.30 = 0.15
    // EMPATHIC_COMMUNICATION 0.8 → 0.8 × 0.20 = 0.16
    // GRIT (0.25 + 0.75) / 2 = 0.5 → 0.5 × 0.15 = 0.075
    // overall 0.6475 × 100 = 64.75 → 64.8 (one decimal, half up), not qualified
    const result = scoreAnswers([
      ...answers('KNOWLEDGE', 1, 0.5),
      ...answers('COMMUNICATION', 1, 0, 0.5),
      ...answers('EMPATHIC_COMMUNICATION', 0.8),
      ...answers('GRIT', 0.25, 0.75),
    ]);
    expect(result.overallPercent).toBe(64.8);
    expect(result.qualified).toBe(false);
    expect(result.traits.map((t) => [t.trait, t.answered, t.average, t.percent])).toEqual([
      ['KNOWLEDGE', 2, 0.75, 75],
      ['COMMUNICATION', 3, 0.5, 50],
      ['EMPATHIC_COMMUNICATION', 1, 0.8, 80],
      ['GRIT', 2, 0.5, 50],
    ]);
  });

  it('counts a trait with no answers as 0', () => {
    // GRIT missing: 0.35 + 0.30 + 0.20 = 0.85 → 85.0, qualified
    const result = scoreAnswers([...answers('KNOWLEDGE', 1), ...answers('COMMUNICATION', 1), ...answers('EMPATHIC_COMMUNICATION', 1)]);
    expect(result.overallPercent).toBe(85);
    expect(result.traits.find((t) => t.trait === 'GRIT')).toEqual({ trait: 'GRIT', answered: 0, average: 0, weight: 0.15, percent: 0 });
    expect(scoreAnswers([])).toMatchObject({ overallPercent: 0, qualified: false, answered: 0 });
  });

  it('rounds to one decimal without binary noise, and qualifies exactly at 70', () => {
    // KNOWLEDGE 1/3 → 0.35 / 3 = 0.116666… → 11.666… → 11.7
    expect(scoreAnswers(answers('KNOWLEDGE', 1, 0, 0)).overallPercent).toBe(11.7);
    // KNOWLEDGE 0.75 alone: 0.75 × 0.35 × 100 = 26.25 (26.249999… in binary) → 26.3
    expect(scoreAnswers(answers('KNOWLEDGE', 0.75)).overallPercent).toBe(26.3);
    // KNOWLEDGE 1, COMMUNICATION 1, GRIT 0.33: 35 + 30 + 4.95 = 69.95 → 70.0 → qualified
    const edge = scoreAnswers([...answers('KNOWLEDGE', 1), ...answers('COMMUNICATION', 1), ...answers('GRIT', 0.33)]);
    expect(edge.overallPercent).toBe(70);
    expect(edge.qualified).toBe(true);
    // 35 + 30 + 0.2 × 0.2 × 100 = 69.0 → not qualified
    expect(scoreAnswers([...answers('KNOWLEDGE', 1), ...answers('COMMUNICATION', 1), ...answers('EMPATHIC_COMMUNICATION', 0.2)]).qualified).toBe(false);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(64.75, 1)).toBe(64.8);
  });

  it('letters options from A', () => {
    expect([0, 1, 2, 3, 4, 5].map(optionLetter).join('')).toBe('ABCDEF');
  });
});
