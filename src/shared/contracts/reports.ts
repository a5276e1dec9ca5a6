import { z } from 'zod/mini';
import { preprocess } from './preprocess';
import { booleanQuery, pageQuery, paginationSchema } from './common';
import { defineEndpoint } from './endpoint';
import { MODULE_STATUSES } from './training';

export const AGENT_TRAINING_CSV_FILE = 'agent-training-report.csv';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const agentTrainingQuery = z.extend(pageQuery, {
  status: preprocess(blankToUndefined, z.optional(z.enum(MODULE_STATUSES))),
  moduleId: preprocess(blankToUndefined, z.optional(z.uuid())),
  /** Admin only; company admins see their own company whatever they send. */
  companyId: preprocess(blankToUndefined, z.optional(z.uuid())),
  exportCsv: z.optional(booleanQuery),
});

/** One agent × one active module (spec part 2 §3 "Agent training report row"). */
export const agentTrainingRowSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  module: z.object({ id: z.string(), title: z.string() }),
  status: z.enum(MODULE_STATUSES),
  firstAccessDate: z.nullable(z.string()),
  /** Only for completed rows. */
  completionDate: z.nullable(z.string()),
  company: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type AgentTrainingRow = z.infer<typeof agentTrainingRowSchema>;

export const agentTrainingReport = defineEndpoint({
  method: 'GET',
  path: '/reports/agent-training',
  permission: 'reports.agent-training',
  summary: "Each agent's progress per training module; exportCsv=true streams agent-training-report.csv",
  tag: 'reports',
  query: agentTrainingQuery,
  // The JSON answer is parsed by the client with this schema; exportCsv=true answers a CSV download instead.
  responseKind: 'download',
  downloadTypes: ['text/csv'],
  response: z.object({
    data: z.array(agentTrainingRowSchema),
    pagination: paginationSchema,
    filters: z.object({
      modules: z.array(z.object({ id: z.string(), title: z.string() })),
      companies: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  }),
});

export type DurationUnit = 'd' | 'h' | 'm' | 's';

/**
 * A completed row's duration, first access to completion, in days, hours, minutes and seconds (spec part 2 §9);
 * leading zero units are left out. Null for rows not completed. Screens name the units in their language.
 */
export function trainingDurationParts(row: Pick<AgentTrainingRow, 'status' | 'firstAccessDate' | 'completionDate'>): Array<{ unit: DurationUnit; n: number }> | null {
  if (row.status !== 'completed' || !row.firstAccessDate || !row.completionDate) return null;
  let seconds = Math.max(0, Math.floor((Date.parse(row.completionDate) - Date.parse(row.firstAccessDate)) / 1000));
  const parts: Array<{ unit: DurationUnit; n: number }> = [];
  for (const [unit, size] of [['d', 86400], ['h', 3600], ['m', 60]] as const) {
    const n = Math.floor(seconds / size);
    seconds -= n * size;
    if (n > 0 || parts.length) parts.push({ unit, n });
  }
  parts.push({ unit: 's', n: seconds });
  return parts;
}

/** The duration as the CSV has it, for example '2d 3h 4m 5s'. */
export const trainingDuration = (row: Pick<AgentTrainingRow, 'status' | 'firstAccessDate' | 'completionDate'>): string | null =>
  trainingDurationParts(row)?.map(({ unit, n }) => `${n}${unit}`).join(' ') ?? null;
