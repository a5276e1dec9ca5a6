/** Status colours of spec part 2 §3: any other value shows as the red state. */
const COLOURS: Record<string, string> = { pending: 'yellow', approved: 'blue', disbursed: 'teal', repaid: 'green' };

export const statusColour = (status: string) => COLOURS[status] ?? 'red';
export const statusLabel = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown');

/** Seed went out, so something is (or was) owed: pending, approved and rejected loans have no balance ('—'). */
const OWING = new Set(['disbursed', 'repaid']);
export const hasBalance = (status: string) => OWING.has(status);
