/** English texts of the `sales` namespace (docs/i18n.md). */
export const sales = {
  list: {
    title: 'Sales Records',
    record: 'Record Sale',
    search: 'Search sales',
    searchPlaceholder: 'Product or farmer name',
    empty: 'No sales records found.',
    date: 'Date',
    farmer: 'Farmer',
    product: 'Product',
    quantity: 'Quantity',
    amount: 'Amount',
    agent: 'Agent',
    status: 'Status',
    unknownFarmer: 'Unknown',
    noAgent: 'N/A',
  },
  form: {
    title: 'Record Sale',
    submit: 'Record Sale',
    farmer: 'Farmer',
    loadingFarmers: 'Loading farmers…',
    searchFarmer: 'Search farmer by name',
    product: 'Product',
    quantity: 'Quantity',
    unit: 'Unit',
    amount: 'Amount (KES)',
    saleDate: 'Sale Date',
    futureDate: 'The sale date cannot be in the future',
  },
  toast: { recorded: 'Sale recorded', failed: 'Failed to record sale' },
  outbox: { record: 'Record sale of {{product}} to {{farmer}}' },
  /** A queued sale opened from the Sync page. */
  correct: {
    title: 'Correct the sale',
  },
};
