import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplyLoanBody, type LoanDto, applyLoan, approveLoan, disburseLoan, recordRepayment, rejectLoan } from '@shared/contracts/loans';
import { formatNumber } from '@app/i18n/format';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { mutationErrorToast } from '@app/lib/query-meta';
import { sharedKeys } from '@app/lib/query-keys';
import type { SessionUser } from '@app/lib/session';
import { ENTRY_KIND } from '@app/offline/entry-kinds';
import type { OutboxEntry } from '@app/offline/outbox';
import { queuedResend, queuedWrite, type QueuedWriteDef } from '@app/offline/queued-write';
import { loanKeys } from './loan-keys';

/** The outbox collection of applications waiting to sync. */
export const LOAN_COLLECTION = 'loans';

interface Application {
  body: ApplyLoanBody;
  user: SessionUser;
  farmer: LoanDto['farmer'];
  /** The farmer was registered on this phone and waits to sync: the application is sent after the registration. */
  farmerPending: boolean;
}

/** An agent's application in the outbox; it shows at once as "waiting to sync". */
const loanApplication: QueuedWriteDef<typeof applyLoan, Application> = {
  endpoint: applyLoan,
  kind: ENTRY_KIND.loanApply,
  label: ({ body, farmer }: Application) => ({
    key: 'loans:apply.outbox',
    values: { amount: body.amount, farmer: farmer?.name ?? { key: 'loans:apply.aFarmer' } },
  }),
  body: ({ body }, id) => ({ ...body, id }),
  local: {
    collection: LOAN_COLLECTION,
    record: ({ body, user, farmer }, id, occurredAt): LoanDto => ({
      id,
      companyId: user.companyId ?? '',
      farmerId: body.farmerId,
      farmer,
      appliedBy: { name: user.name },
      seed: body.seed,
      amount: body.amount,
      amountPaid: 0,
      balance: null,
      status: 'pending',
      createdAt: occurredAt,
      recordedAt: occurredAt,
    }),
  },
  invalidates: () => [loanKeys.all, sharedKeys.dashboard],
  // A registration's entry id is the farmer's id.
  dependsOn: ({ body, farmerPending }) => (farmerPending ? [body.farmerId] : []),
};
const queueLoanApplication = queuedWrite(loanApplication);
const resendLoanApplication = queuedResend(loanApplication);

/** 'Apply for Loan': queued (a refusal rejects, so the form stays open); with `replacing`, the edited entry is resent. */
export function useApplyForLoan() {
  return useMutation({
    mutationFn: async ({ replacing, ...application }: Application & { replacing?: OutboxEntry }) => {
      if (replacing) await resendLoanApplication(replacing, application);
      else await queueLoanApplication(application);
    },
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('loans:apply.failed')) },
    onSuccess: () => notifySuccess(i18n.t('loans:apply.saved')),
  });
}

export type LoanAction = 'approve' | 'reject' | 'disburse';
const ACTIONS = { approve: approveLoan, reject: rejectLoan, disburse: disburseLoan } as const;

/** The confirmation of an admin action (spec part 2 §2.10); its label, title, success and failure are `loans:actions.<action>.*`. */
export const loanActionQuestion = (loan: LoanDto, action: LoanAction): string =>
  i18n.t(`loans:actions.${action}.question`, {
    amount: formatNumber(loan.amount),
    seed: loan.seed,
    farmer: loan.farmer?.name ?? i18n.t('loans:list.unknownFarmer'),
  });

/** A loan changes the lists and the dashboard's figures. */
function useRefreshLoans() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: loanKeys.all }), client.invalidateQueries({ queryKey: sharedKeys.dashboard })]);
}

/** Company admins act online; a fresh key makes a retried click harmless. */
export function useLoanAction() {
  const refresh = useRefreshLoans();
  return useMutation({
    mutationFn: ({ loan, action }: { loan: LoanDto; action: LoanAction }) =>
      apiCall(ACTIONS[action], { params: { id: loan.id }, idempotencyKey: crypto.randomUUID() }),
    meta: { errorToast: mutationErrorToast((error, { action }: { action: LoanAction }) => serverMessageOr(error, i18n.t(`loans:actions.${action}.failed`))) },
    onSuccess: (_answer, { action }) => {
      notifySuccess(i18n.t(`loans:actions.${action}.done`));
      void refresh();
    },
  });
}

export function useRepayLoan() {
  const refresh = useRefreshLoans();
  return useMutation({
    mutationFn: ({ loan, amount }: { loan: LoanDto; amount: number }) =>
      apiCall(recordRepayment, { params: { id: loan.id }, body: { id: crypto.randomUUID(), amount }, idempotencyKey: crypto.randomUUID() }),
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('loans:repayment.failed')) },
    onSuccess: () => {
      notifySuccess(i18n.t('loans:repayment.done'));
      void refresh();
    },
  });
}
