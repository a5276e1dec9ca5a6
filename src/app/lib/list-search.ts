import { stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';

/**
 * A list's filters and page live in the URL (validateSearch), so a filtered list can be shared and survives a
 * reload. Every param has a default, a bad value falls back to it, and defaults are left out of the URL.
 */
export const pageParam = z.catch(z._default(z.number().check(z.int(), z.gte(1)), 1), 1);
export const textParam = z.catch(z._default(z.string(), ''), '');
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.catch(z._default(z.enum(values), fallback), fallback);

/** The options a list route spreads into createFileRoute: the schema, and the defaults stripped from its URLs. */
export function listSearch<S extends z.ZodMiniObject>(schema: S) {
  const defaults = schema.parse({}) as z.output<S>;
  return { validateSearch: schema, search: { middlewares: [stripSearchParams<z.output<S>>(defaults)] } };
}
