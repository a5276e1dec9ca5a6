import { type EnumValue, enumLabel } from '@app/lib/labels';
import { enumsSignedIn } from '@app/i18n/messages/en/enums-signed-in';

/** Status colours of spec part 2 §3: any other value shows as the red state. */
const COLOURS: Record<string, string> = { pending: 'yellow', approved: 'blue', disbursed: 'teal', repaid: 'green' };

export const statusColour = (status: string) => COLOURS[status] ?? 'red';
/** A loan's status as people read it; a status the app has no name for is shown as the server sent it. */
export const statusLabel = (status: string): string => {
  if (!status) return enumLabel('loanStatus', 'unknown');
  return status in enumsSignedIn.loanStatus ? enumLabel('loanStatus', status as EnumValue<'loanStatus'>) : status;
};
