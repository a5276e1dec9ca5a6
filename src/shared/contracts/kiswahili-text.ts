import { z } from 'zod/mini';

/**
 * The Kiswahili text an admin may write beside a required English one (ADR 0057): trimmed, and left empty it is
 * "not written" (null), so readers fall back to the English text.
 */
export const kiswahiliInput = (maxLength: number, tooLong?: Parameters<typeof z.maxLength>[1]) =>
  z.pipe(z.nullish(z.string().check(z.trim(), z.maxLength(maxLength, tooLong))), z.transform((v) => v || null));

/** A Kiswahili text as answers carry it: null when none was written. */
export const kiswahiliText = z.nullable(z.string());
