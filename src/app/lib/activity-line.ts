import type { Activity } from '@shared/contracts/gamification';
import { formatKgs, formatPercent } from '../i18n/format';
import { i18n } from '../i18n/i18n';

/**
 * An activity's line in the language on screen ('Usajili wa mkulima Jane Wanjiku'), from its type and what it names
 * (ADR 0056): the server's `description` is English. An event an admin recorded names its type and the admin.
 * Called while rendering by components that call `useTranslation('enums')`.
 */
export function activityLine(activity: Pick<Activity, 'activityType' | 'params'>): string {
  const { recordedBy, amount, percent, ...names } = activity.params;
  if (recordedBy) {
    return i18n.t('activityLine.recordedBy', { ns: 'enums', type: i18n.t(`activity.${activity.activityType}`, { ns: 'enums' }), name: recordedBy });
  }
  return i18n.t(`activityLine.${activity.activityType}`, {
    ns: 'enums',
    ...names,
    amount: amount === undefined ? '' : formatKgs(amount),
    percent: percent === undefined ? '' : formatPercent(percent),
  });
}
