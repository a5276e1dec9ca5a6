import type { CreateFarmerBody } from '@shared/contracts/farmers';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@app/lib/notify';
import { useSession } from '@app/lib/use-session';
import type { OutboxEntry } from '@app/offline/outbox';
import { useRegisterFarmer } from '../api/register-farmer';
import { formValuesOfBody } from '../forms/farmer-form';
import { countyField } from '../lib/county-label';
import { AddFarmerModal } from './AddFarmerModal';

/** "Edit and resend" of a registration: the Add Farmer form with the queued values and the server's refusal. */
export function QueuedFarmerEditor({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const { t } = useTranslation(['farmers', 'sync']);
  const session = useSession();
  const register = useRegisterFarmer();
  if (!session) return null;
  return (
    <AddFarmerModal
      opened
      countyLabel={t(`fields.${countyField(session.user.companyAreaLabel, session.role)}`)}
      initial={formValuesOfBody(entry.body as CreateFarmerBody)}
      title={t('correct.title')}
      submitLabel={t('sync:edit.resend')}
      refusal={entry.lastError}
      onClose={onClose}
      onSubmit={async (values) => {
        await register.mutateAsync({ values, user: session.user, replacing: entry });
        notifySuccess(t('sync:edit.queued'));
      }}
    />
  );
}
