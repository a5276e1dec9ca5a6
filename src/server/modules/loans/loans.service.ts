import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import { paginate } from '@shared/contracts/common';
import type { ApplyLoanBody, LoanDto, RepaymentBody, listLoansQuery } from '@shared/contracts/loans';
import { formatKgs } from '@shared/format';
import type { AppDeps } from '@server/context';
import type { LoanStatus } from '@server/db/schema';
import { accessScope, requireAccess } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/app-error';
import { findCompany } from '../accounts/accounts.service';
import { farmerExistsInCompany } from '../farmers/farmers.service';
import { awardPoints } from '../points/points.service';
import * as repo from './loans.repo';

type ListQuery = z.infer<typeof listLoansQuery>;
const LOAN_NOT_FOUND = 'Loan not found';

export async function listLoans(deps: AppDeps, user: AuthUser, query: ListQuery) {
  const filter = { companyId: accessScope(user, 'loans.read'), farmerId: query.farmerId };
  const totalItems = await repo.countLoans(deps.db, filter);
  const data = await repo.listLoans(deps.db, filter, (query.page - 1) * query.limit, query.limit);
  return { data, pagination: paginate(query.page, query.limit, totalItems) };
}

/** A loan the caller may act on: another company's loan does not exist for them (404). */
async function visibleLoan(deps: AppDeps, user: AuthUser, id: string): Promise<LoanDto> {
  const loan = await repo.findLoanById(deps.db, id);
  if (!loan) throw notFound(LOAN_NOT_FOUND);
  requireAccess(user, 'loans.manage', { companyId: loan.companyId }, { notFound: LOAN_NOT_FOUND });
  return loan;
}

/**
 * An engaged agent of a lender applies for a farmer of its company, at `occurredAt` (the act); the same id again
 * answers the stored loan.
 */
export async function applyForLoan(deps: AppDeps, user: AuthUser, body: ApplyLoanBody, occurredAt: Date): Promise<LoanDto> {
  if (!user.companyId) throw forbidden('Only members of a company can apply for loans.');
  const companyId = user.companyId;
  const company = await findCompany(deps, companyId);
  if (company?.kind !== 'lender') throw forbidden('Loans are filed by agents of lending companies.');
  if (body.id) {
    const existing = await repo.findLoanById(deps.db, body.id);
    if (existing) {
      if (existing.companyId !== companyId) throw conflict('This loan id is already in use.', 'ID_IN_USE');
      return existing;
    }
  }
  if (!(await farmerExistsInCompany(deps, body.farmerId, companyId))) {
    throw badRequest('Choose a farmer registered with your company', { farmerId: 'Choose a farmer registered with your company' });
  }
  const id = body.id ?? randomUUID();
  const now = deps.clock.now();
  await repo.insertLoan(deps.db, {
    id,
    companyId,
    farmerId: body.farmerId,
    appliedById: user.id,
    seed: body.seed,
    amount: body.amount,
    createdAt: now,
    updatedAt: now,
    recordedAt: occurredAt,
  });
  const loan = await repo.findLoanById(deps.db, id);
  if (!loan || loan.companyId !== companyId) throw conflict('This loan id is already in use.', 'ID_IN_USE');
  return loan;
}

const RULES: Record<'approve' | 'reject' | 'disburse', { from: LoanStatus[]; to: LoanStatus; refused: string }> = {
  approve: { from: ['pending'], to: 'approved', refused: 'Only a pending loan can be approved.' },
  reject: { from: ['pending', 'approved'], to: 'rejected', refused: 'Only a pending or approved loan can be rejected.' },
  disburse: { from: ['approved'], to: 'disbursed', refused: 'Only an approved loan can be disbursed.' },
};

/**
 * approve / reject / disburse. A loan already in the target state answers as it is (a retried click is not an
 * error: states are sticky); any other state is refused with 409.
 */
export async function changeStatus(deps: AppDeps, user: AuthUser, id: string, action: keyof typeof RULES, occurredAt: Date): Promise<LoanDto> {
  const rule = RULES[action];
  const loan = await visibleLoan(deps, user, id);
  if (loan.status === rule.to) return loan;
  if (!(await repo.transition(deps.db, id, rule.from, rule.to, { now: deps.clock.now(), actedAt: occurredAt }))) {
    const now = await visibleLoan(deps, user, id);
    if (now.status === rule.to) return now;
    throw conflict(rule.refused, 'LOAN_STATE');
  }
  return visibleLoan(deps, user, id);
}

/**
 * Records a repayment of a disbursed loan. Never above the balance (400 with the figures); the repayment
 * awards FARMER_DEPOSIT once (source `repayment:<id>`) to the agent who registered the farmer. The same
 * repayment id again answers the loan unchanged. The repayment and its points are dated by `occurredAt` (the act).
 */
export async function recordRepayment(deps: AppDeps, user: AuthUser, loanId: string, body: RepaymentBody, occurredAt: Date): Promise<LoanDto> {
  const loan = await visibleLoan(deps, user, loanId);
  const id = body.id ?? randomUUID();
  const earlier = body.id ? await repo.repaymentExists(deps.db, body.id) : null;
  if (earlier) {
    if (earlier.loanId !== loanId) throw conflict('This repayment id is already in use.', 'ID_IN_USE');
    return loan;
  }
  if (loan.status !== 'disbursed' || loan.balance === null) throw conflict('Repayments are recorded on disbursed loans only.', 'LOAN_STATE');
  const balance = loan.balance;
  if (body.amount > balance) {
    const message = `The repayment of ${formatKgs(body.amount)} is more than the balance of ${formatKgs(balance)}.`;
    throw badRequest(message, { amount: message });
  }
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const applied = await repo.applyRepayment(tx, { id, loanId, amount: body.amount, recordedById: user.id, at, recordedAt: occurredAt });
    if (!applied) throw conflict('The loan changed meanwhile; reload it and try again.', 'LOAN_STATE');
    const farmer = await repo.farmerRegistrant(tx, loan.farmerId);
    if (farmer?.registeredById) {
      await awardPoints(tx, {
        userId: farmer.registeredById,
        companyId: farmer.companyId,
        activityType: 'FARMER_DEPOSIT',
        description: `Repayment of ${formatKgs(body.amount)} by ${farmer.name}`,
        params: { amount: body.amount, farmer: farmer.name },
        sourceKey: `repayment:${id}`,
        recordedById: user.id,
        recordedAt: occurredAt,
        receivedAt: at,
      });
    }
  });
  return visibleLoan(deps, user, loanId);
}

/** A farmer's latest loans and the totals of all of them (the farmer's page); the caller checked the farmer. */
export async function loansOfFarmer(deps: AppDeps, farmerId: string, limit: number) {
  const [items, totals] = await Promise.all([repo.listLoans(deps.db, { farmerId }, 0, limit), repo.loanTotals(deps.db, { farmerId })]);
  return { items, totals };
}
