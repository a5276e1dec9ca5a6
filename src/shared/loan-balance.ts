/**
 * Only a loan whose seed went out is owed (issue 31 item 7): a disbursed loan owes what is left, a repaid one
 * nothing; a pending, approved or rejected loan has no balance at all, in every answer, total and export.
 */
export const LOAN_STATUSES_WITH_BALANCE: readonly string[] = ['disbursed', 'repaid'];

export const hasBalance = (status: string): boolean => LOAN_STATUSES_WITH_BALANCE.includes(status);

/** The loan's balance in Kgs (hundredths), or null when it never went out. */
export const loanBalance = (status: string, amount: number, amountPaid: number): number | null =>
  hasBalance(status) ? Math.round((amount - amountPaid) * 100) / 100 : null;
