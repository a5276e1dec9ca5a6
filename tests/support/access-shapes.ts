import type { z } from 'zod/mini';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  in?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The top-level field names of a contract's body or query schema (through pipes, optionals, defaults and
 * unions of objects), so the S2 suite can poison each field. Empty for schemas that are not objects.
 */
export function fieldNames(schema: z.ZodMiniType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe' && def.in) return fieldNames(def.in);
  if (def.innerType) return fieldNames(def.innerType);
  if (def.type === 'union' && def.options) return [...new Set(def.options.flatMap((o) => fieldNames(o)))];
  return [];
}

/** Tables whose row counts must not move when every request is refused. */
export const STORED_TABLES = [
  'companies',
  'users',
  'agent_profiles',
  'farmers',
  'sales',
  'loans',
  'loan_repayments',
  'targets',
  'questions',
  'question_options',
  'questionnaire_submissions',
  'questionnaire_answers',
  'training_modules',
  'audio_files',
  'module_audios',
  'module_starts',
  'audio_progress',
  'incentive_options',
  'incentive_selections',
  'weekly_claims',
  'point_events',
] as const;
