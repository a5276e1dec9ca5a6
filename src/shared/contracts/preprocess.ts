import { z } from 'zod/mini';

type Preprocessed<B extends z.core.$ZodType> = z.ZodMiniType<z.output<B>, unknown, z.core.$ZodPreprocessInternals<B>>;

/**
 * zod/mini has no `z.preprocess`; this is its pipe (a transform, then the schema) under the type classic zod gives
 * it: optional in an object when the schema is, as at run time (the transform answers `undefined` for a missing key).
 */
export function preprocess<B extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: B): Preprocessed<B> {
  return z.pipe(z.transform(fn), schema) as unknown as Preprocessed<B>;
}
