/** How the benches print what they measured. */
import { loadavg } from 'node:os';

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them: figures beside them read in that light. */
export const loadLine = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;
