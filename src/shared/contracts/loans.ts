import { z } from 'zod/mini';
import { message } from './messages';
import { amountSchema } from './amount';
import { pageQuery, paginationSchema, uuidParam } from './common';
import { defineEndpoint } from './endpoint';

export const LOAN_STATUS_VALUES = ['pending', 'approved', 'disbursed', 'repaid', 'rejected'] as const;

export const loanSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  farmerId: z.string(),
  farmer: z.nullable(z.object({ name: z.string(), county: z.string(), cropType: z.nullable(z.string()) })),
  appliedBy: z.nullable(z.object({ name: z.string() })),
  seed: z.string(),
  amount: z.number(),
  amountPaid: z.number(),
  /** What is owed: null for a loan never disbursed (pending, approved, rejected), see loan-balance.ts. */
  balance: z.nullable(z.number()),
  /** pending → approved → disbursed → repaid; rejected from pending or approved. */
  status: z.string(),
  /** When the server stored the application. */
  createdAt: z.string(),
  /** When the agent applied (offline too). */
  recordedAt: z.string(),
});
export type LoanDto = z.infer<typeof loanSchema>;

/** Kgs of seed, in hundredths like every stored amount. */
const loanAmount = amountSchema({ label: 'Amount', max: 1_000_000 });

export const applyLoanBody = z.object({
  /** The outbox entry id: an application queued offline keeps its id on the server. */
  id: z.optional(z.uuid()),
  farmerId: z.uuid(message('Farmer is required')),
  seed: z.string(message('Seed variety is required')).check(z.trim(), z.minLength(1, message('Seed variety is required')), z.maxLength(120)),
  amount: loanAmount,
});
export type ApplyLoanBody = z.infer<typeof applyLoanBody>;

export const repaymentBody = z.object({
  /** Lets a retried repayment be recognised (besides the Idempotency-Key). */
  id: z.optional(z.uuid()),
  amount: loanAmount,
});
export type RepaymentBody = z.infer<typeof repaymentBody>;

export const listLoansQuery = z.extend(pageQuery, {
  farmerId: z.pipe(z.optional(z.union([z.literal(''), z.uuid()])), z.transform((v) => (v ? v : undefined))),
});

const loanAnswer = z.object({ data: loanSchema });

export const listLoans = defineEndpoint({
  method: 'GET',
  path: '/loans',
  permission: 'loans.read',
  summary: "Loans of the caller's company (admin: every company) with the embedded farmer; farmerId filter",
  tag: 'loans',
  query: listLoansQuery,
  response: z.object({ data: z.array(loanSchema), pagination: paginationSchema }),
});

export const applyLoan = defineEndpoint({
  offline: true,
  method: 'POST',
  path: '/loans',
  permission: 'loans.apply',
  summary: "An agent of a lender applies for a loan (seed, Kgs) for a farmer of its company; idempotent by id",
  tag: 'loans',
  body: applyLoanBody,
  successStatus: 201,
  response: loanAnswer,
});

const transition = (action: 'approve' | 'reject' | 'disburse', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/loans/{id}/${action}`,
    permission: 'loans.manage',
    summary,
    tag: 'loans',
    params: uuidParam,
    response: loanAnswer,
  });

export const approveLoan = transition('approve', 'Approve a pending loan (company admin of its company, or admin)');
export const rejectLoan = transition('reject', 'Reject a pending or approved loan');
export const disburseLoan = transition('disburse', 'Disburse an approved loan');

export const recordRepayment = defineEndpoint({
  method: 'POST',
  path: '/loans/{id}/repayments',
  permission: 'loans.manage',
  summary: 'Record a repayment (Kgs) of a disbursed loan; never above the balance; awards FARMER_DEPOSIT',
  tag: 'loans',
  params: uuidParam,
  body: repaymentBody,
  successStatus: 201,
  response: loanAnswer,
});
