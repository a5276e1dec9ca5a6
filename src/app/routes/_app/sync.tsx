import { createFileRoute } from '@tanstack/react-router';
import { QueuedFarmerEditor } from '@app/features/farmers/components/QueuedFarmerEditor';
import { QueuedLoanEditor } from '@app/features/loans/components/QueuedLoanEditor';
import { QueuedSaleEditor } from '@app/features/sales/components/QueuedSaleEditor';
import { type EntryEditors, SyncPage } from '@app/features/sync/components/SyncPage';
import { guardRoute } from '@app/lib/guards';
import { ENTRY_KIND } from '@app/offline/entry-kinds';

/** "Edit and resend" opens the record's own form: the Sync page gets them from here (features never import each other). */
const EDITORS: EntryEditors = {
  [ENTRY_KIND.farmerRegister]: QueuedFarmerEditor,
  [ENTRY_KIND.saleRecord]: QueuedSaleEditor,
  [ENTRY_KIND.loanApply]: QueuedLoanEditor,
};

export const Route = createFileRoute('/_app/sync')({ beforeLoad: guardRoute, component: () => <SyncPage editors={EDITORS} /> });
