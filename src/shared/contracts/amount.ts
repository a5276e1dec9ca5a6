import { z } from 'zod/mini';
import { message } from './messages';

/** Amounts (KES), weights (Kgs) and quantities are stored as numeric(14, 2): hundredths, nothing finer. */
export const AMOUNT_STEP = 0.01;

interface AmountRules {
  /** The field's name in messages: 'Amount', 'Quantity', 'Sales target'. */
  label: string;
  max: number;
  /** Targets may be 0; amounts and quantities start at 0.01. */
  allowZero?: boolean;
}

/**
 * Every money, weight and quantity field: at least 0.01 (a sale of 0.001 KES would be stored as 0), at most
 * `max`, and never more decimals than stored: 1.005 is refused, not rounded without a word.
 */
export function amountSchema({ label, max, allowZero = false }: AmountRules) {
  return z
    .number(message(`${label} is required`)).check(z.gte(allowZero ? 0 : AMOUNT_STEP, message(allowZero ? `${label} must be 0 or more` : `${label} must be at least ${AMOUNT_STEP}`)), z.lte(max, message(`${label} is too large`)), z.multipleOf(AMOUNT_STEP, message(`${label} can have at most 2 decimals`)));
}
