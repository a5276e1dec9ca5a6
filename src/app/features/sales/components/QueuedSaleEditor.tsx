import type { RecordSaleBody } from '@shared/contracts/sales';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@app/lib/notify';
import { useSession } from '@app/lib/use-session';
import type { OutboxEntry } from '@app/offline/outbox';
import { optionOf } from '@app/pwa/use-farmer-options';
import { type FarmerChoice, useRecordSale } from '../api/record-sale';
import { RecordSaleModal } from './RecordSaleModal';

/** "Edit and resend" of a sale: the Record Sale form with the queued values, its farmer by name, and the refusal. */
export function QueuedSaleEditor({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const { t } = useTranslation(['sales', 'sync']);
  const session = useSession();
  const recordSale = useRecordSale();
  if (!session) return null;
  const values = entry.body as RecordSaleBody;
  const farmer = (entry.local?.record.farmer as FarmerChoice | undefined) ?? { name: '', county: '' };
  const option = optionOf({ id: values.farmerId, name: farmer.name, county: farmer.county, cropType: null }, entry.dependsOn.includes(values.farmerId));
  return (
    <RecordSaleModal
      opened
      editing={{ values, farmer: option, refusal: entry.lastError, title: t('correct.title'), submitLabel: t('sync:edit.resend') }}
      onClose={onClose}
      onSubmit={async (body, chosen, farmerPending) => {
        await recordSale.mutateAsync({ body, farmer: chosen, farmerPending, user: session.user, replacing: entry });
        notifySuccess(t('sync:edit.queued'));
      }}
    />
  );
}
