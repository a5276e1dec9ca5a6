/** Points per activity (spec part 2 §9); awarded by the server when the event happens. */
export const ACTIVITY_POINTS = {
  REGISTER_FARMER: 10,
  FARMER_DEPOSIT: 20,
  REVISIT_TRAINING: 5,
  QUIZ_HIGH_SCORE: 15,
  ATTEND_CHECKIN: 10,
} as const;

export type ActivityType = keyof typeof ACTIVITY_POINTS;
export const ACTIVITY_TYPES = Object.keys(ACTIVITY_POINTS) as ActivityType[];

/** Score (percent) from which the questionnaire earns QUIZ_HIGH_SCORE. */
export const QUIZ_HIGH_SCORE_PERCENT = 90;
