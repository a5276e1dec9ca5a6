import type { ApplyLoanBody, LoanDto } from '@shared/contracts/loans';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@app/lib/notify';
import { useSession } from '@app/lib/use-session';
import type { OutboxEntry } from '@app/offline/outbox';
import { optionOf } from '@app/pwa/use-farmer-options';
import { useApplyForLoan } from '../api/loan-actions';
import { ApplyLoanModal } from './ApplyLoanModal';

/** "Edit and resend" of an application: the Apply for Loan form with the queued values, its farmer by name, and the refusal. */
export function QueuedLoanEditor({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const { t } = useTranslation(['loans', 'sync']);
  const session = useSession();
  const apply = useApplyForLoan();
  if (!session) return null;
  const values = entry.body as ApplyLoanBody;
  const farmer = entry.local?.record.farmer as LoanDto['farmer'] | undefined;
  const option = optionOf({ id: values.farmerId, name: farmer?.name ?? '', county: farmer?.county ?? '', cropType: farmer?.cropType ?? null }, entry.dependsOn.includes(values.farmerId));
  return (
    <ApplyLoanModal
      opened
      editing={{ values, farmer: option, refusal: entry.lastError, title: t('correct.title'), submitLabel: t('sync:edit.resend') }}
      onClose={onClose}
      onSubmit={async (body, chosen) => {
        const picked = chosen ?? option;
        await apply.mutateAsync({ body, user: session.user, farmer: { name: picked.farmer.name, county: picked.farmer.county, cropType: picked.farmer.cropType }, farmerPending: picked.pending, replacing: entry });
        notifySuccess(t('sync:edit.queued'));
      }}
    />
  );
}
