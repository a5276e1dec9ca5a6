/** The four traits of the pre-training questionnaire, in the order the assessment walks them. */
export const TRAITS = ['KNOWLEDGE', 'COMMUNICATION', 'EMPATHIC_COMMUNICATION', 'GRIT'] as const;
export type Trait = (typeof TRAITS)[number];

export const TRAIT_LABELS: Record<Trait, string> = {
  KNOWLEDGE: 'Knowledge',
  COMMUNICATION: 'Communication',
  EMPATHIC_COMMUNICATION: 'Empathic Communication',
  GRIT: 'Grit',
};

/** Trait weights (spec part 2 §9); they add up to 1. */
export const TRAIT_WEIGHTS: Record<Trait, number> = {
  KNOWLEDGE: 0.35,
  COMMUNICATION: 0.3,
  EMPATHIC_COMMUNICATION: 0.2,
  GRIT: 0.15,
};

/** Overall percent from which an agent qualifies for training (spec part 2 §9). */
export const QUALIFYING_PERCENT = 70;

export interface ScoredAnswer {
  trait: Trait;
  /** The chosen option's score, 0 to 1. */
  score: number;
}

export interface TraitScore {
  trait: Trait;
  answered: number;
  /** Average option score of the trait's answers, 0 to 1 (2 decimals); 0 when none were answered. */
  average: number;
  weight: number;
  /** The average as a percent, one decimal. */
  percent: number;
}

export interface QuestionnaireScore {
  traits: TraitScore[];
  /** Σ trait average × weight × 100, one decimal. */
  overallPercent: number;
  qualified: boolean;
  answered: number;
}

/**
 * Rounds half up to `decimals`. The value is first cut to 9 significant decimals so that binary noise
 * (26.249999999 for 26.25) does not flip the rounding.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toFixed(9))) / factor;
}

/** The weighted score of a set of answers; a trait without answers counts 0. */
export function scoreAnswers(answers: readonly ScoredAnswer[]): QuestionnaireScore {
  let overall = 0;
  const traits = TRAITS.map((trait): TraitScore => {
    const scores = answers.filter((a) => a.trait === trait).map((a) => a.score);
    const average = scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : 0;
    overall += average * TRAIT_WEIGHTS[trait];
    return { trait, answered: scores.length, average: roundTo(average, 2), weight: TRAIT_WEIGHTS[trait], percent: roundTo(average * 100, 1) };
  });
  const overallPercent = roundTo(overall * 100, 1);
  return { traits, overallPercent, qualified: overallPercent >= QUALIFYING_PERCENT, answered: answers.length };
}

/** Option letters start at A (spec part 2 §9): 0 → A, 5 → F. */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);
