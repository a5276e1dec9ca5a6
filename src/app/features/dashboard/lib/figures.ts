import { formatKes, formatKgs } from '../../../i18n/format';

export type Currency = 'KES' | 'Kgs';

/** 'KES 1,234' or 'Kgs 1,234' (spec part 1 §9). */
export const formatAmount = (amount: number, currency: Currency) => (currency === 'KES' ? formatKes(amount) : formatKgs(amount));

/** Chart titles of spec part 1 §2: company-wide for admins, 'My …' for everybody else. */
export function chartTitles(adminView: boolean) {
  return {
    sales: adminView ? 'Weekly Sales Progression' : 'My Weekly Sales Progression',
    farmers: adminView ? 'Farmer Registrations by Week' : 'My Farmer Registrations by Week',
  };
}

/** Chart height and bar size of spec part 1 §2. */
export const CHART_HEIGHT = 300;
export const BAR_SIZE = 40;
