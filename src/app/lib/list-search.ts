import { stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';

/**
 * A list's filters and page live in the URL (validateSearch), so a filtered list can be shared and survives a
 * reload. Every param has a default, a bad value falls back to it, and defaults are left out of the URL.
 */
export const pageParam = z.number().int().min(1).default(1).catch(1);
export const textParam = z.string().default('').catch('');
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).default(fallback).catch(fallback);

/** The options a list route spreads into createFileRoute: the schema, and the defaults stripped from its URLs. */
export function listSearch<S extends z.ZodObject>(schema: S) {
  const defaults = schema.parse({}) as z.output<S>;
  return { validateSearch: schema, search: { middlewares: [stripSearchParams<z.output<S>>(defaults)] } };
}
