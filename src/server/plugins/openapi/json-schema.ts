import { z } from 'zod/mini';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod emits it. */
export type JsonSchema = Record<string, unknown>;

/** `input`: what a request may carry (before defaults and transforms); `output`: what an answer carries. */
export type SchemaSide = 'input' | 'output';

interface ZodInternals {
  _zod: { def: { type: string; in?: ZodInternals; out?: ZodInternals; format?: string; pattern?: RegExp; checks?: ZodInternals[]; check?: string } };
}

const defOf = (schema: unknown) => (schema as ZodInternals)._zod.def;

/**
 * A string trimmed before its length is checked (`z.string().check(z.trim(), z.minLength(10))`) refuses what `minLength` alone
 * lets through: blanks, and text padded to length with spaces. The document says it with a pattern: at least
 * `minLength` characters from the first visible one to the last (JavaScript's `\s` is what `trim` removes).
 */
function requireVisibleText(schema: unknown, json: JsonSchema): void {
  const def = defOf(schema);
  const trimmed = def.checks?.some((check) => defOf(check).check === 'overwrite');
  const min = json.minLength;
  if (!trimmed || typeof min !== 'number' || min < 1) return;
  const visible = min === 1 ? '\\S' : `^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$`;
  if (json.pattern === undefined) json.pattern = visible;
  else json.allOf = [...((json.allOf as JsonSchema[] | undefined) ?? []), { pattern: visible }];
}

/**
 * zod documents the input of a pipe by its first stage only; a format checked by the second stage (text
 * trimmed, then `z.email()`) belongs in the document too.
 */
function carryFormatThroughPipe(schema: unknown, json: JsonSchema): void {
  const out = defOf(defOf(schema).out);
  if (json.type !== 'string' || out.type !== 'string' || !out.format) return;
  json.format = out.format;
  if (out.pattern) json.pattern = out.pattern.source;
}

/** A zod schema as the JSON Schema of the OpenAPI document, with the rules zod leaves out where they can be said. */
export function jsonSchemaOf(schema: z.ZodMiniType, side: SchemaSide): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: side,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const type = defOf(zodSchema).type;
      if (type === 'string') requireVisibleText(zodSchema, jsonSchema);
      if (type === 'pipe' && side === 'input') carryFormatThroughPipe(zodSchema, jsonSchema);
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}
