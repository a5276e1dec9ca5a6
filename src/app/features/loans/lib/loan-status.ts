/** Status colours of spec part 2 §3: any other value shows as the red state. */
const COLOURS: Record<string, string> = { pending: 'yellow', approved: 'blue', disbursed: 'teal', repaid: 'green' };

export const statusColour = (status: string) => COLOURS[status] ?? 'red';
export const statusLabel = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown');
