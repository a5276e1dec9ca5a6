import type { TFunction } from 'i18next';
import { formatKes, formatKgs } from '@app/i18n/format';

export type Currency = 'KES' | 'Kgs';

/** 'KES 1,234' or 'Kgs 1,234' (spec part 1 §9). */
export const formatAmount = (amount: number, currency: Currency) => (currency === 'KES' ? formatKes(amount) : formatKgs(amount));

/** Chart titles of spec part 1 §2: company-wide for admins, 'My …' for everybody else. */
export function chartTitles(t: TFunction<'dashboard'>, adminView: boolean) {
  return { sales: adminView ? t('charts.sales') : t('charts.mySales'), farmers: adminView ? t('charts.farmers') : t('charts.myFarmers') };
}

/** Chart height and bar size of spec part 1 §2. */
export const CHART_HEIGHT = 300;
export const BAR_SIZE = 40;
