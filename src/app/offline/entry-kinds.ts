/** The kinds of outbox entries that add a record the app counts: provisional counts look them up by kind. */
export const ENTRY_KIND = {
  farmerRegister: 'farmer.register',
  saleRecord: 'sale.record',
  loanApply: 'loan.apply',
} as const;
