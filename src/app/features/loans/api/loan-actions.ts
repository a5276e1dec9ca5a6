import { type ApplyLoanBody, type LoanDto, applyLoan, approveLoan, disburseLoan, recordRepayment, rejectLoan } from '@shared/contracts/loans';
import { apiCall } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { enqueue } from '../../../offline/outbox';
import { loanKeys } from './loan-queries';

const DASHBOARD_KEY = ['dashboard'];

/** Queues an agent's application in the outbox; it shows at once as "waiting to sync". */
export async function queueLoanApplication(body: ApplyLoanBody, user: SessionUser, farmer: LoanDto['farmer'], now = new Date()): Promise<LoanDto> {
  const id = body.id ?? crypto.randomUUID();
  const record: LoanDto = {
    id,
    companyId: user.companyId ?? '',
    farmerId: body.farmerId,
    farmer,
    appliedBy: { name: user.name },
    seed: body.seed,
    amount: body.amount,
    amountPaid: 0,
    balance: body.amount,
    status: 'pending',
    createdAt: now.toISOString(),
  };
  await enqueue(applyLoan, {
    id,
    body: { ...body, id },
    kind: 'loan.apply',
    label: `Apply for a ${body.amount} Kgs loan for ${farmer?.name ?? 'a farmer'}`,
    local: { collection: 'loans', record },
    invalidates: [[...loanKeys.all], DASHBOARD_KEY],
  });
  return record;
}

export type LoanAction = 'approve' | 'reject' | 'disburse';
const ACTIONS = { approve: approveLoan, reject: rejectLoan, disburse: disburseLoan } as const;

/** Company admins act online; the key makes a retried click harmless. */
export const changeLoanStatus = (id: string, action: LoanAction) => apiCall(ACTIONS[action], { params: { id }, idempotencyKey: crypto.randomUUID() });

export const repayLoan = (id: string, amount: number) =>
  apiCall(recordRepayment, { params: { id }, body: { id: crypto.randomUUID(), amount }, idempotencyKey: crypto.randomUUID() });
