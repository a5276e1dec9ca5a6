import { z } from 'zod/mini';

/** Every error answer of the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.unknown()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Field errors inside `details` of a 400 VALIDATION answer: dotted path → message. */
export type FieldErrors = Record<string, string>;

export const PAGE_LIMIT_DEFAULT = 10;
export const PAGE_LIMIT_MAX = 100;

/** `page` from 1, `limit` default 10, at most 100 (product decisions, exports and lists). */
export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_LIMIT_MAX)), PAGE_LIMIT_DEFAULT),
});

export const paginationSchema = z.object({
  currentPage: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
  totalItems: z.number().check(z.int()),
  limit: z.number().check(z.int()),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** One page of a list as the paginated endpoints answer it: the items under `key`, then `pagination`. */
export function pageOf<K extends string, T extends z.ZodMiniType>(key: K, item: T) {
  const shape = { [key]: z.array(item), pagination: paginationSchema } as { [P in K]: z.ZodMiniArray<T> } & { pagination: typeof paginationSchema };
  return z.object(shape);
}

export function paginate(page: number, limit: number, totalItems: number): Pagination {
  return { currentPage: page, totalPages: Math.max(1, Math.ceil(totalItems / limit)), totalItems, limit };
}

export const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export const uuidParam = z.object({ id: z.uuid() });

export const messageResponse = z.object({ message: z.string() });

/** Query flags such as `exportCsv=true` arrive as strings. */
export const booleanQuery = z.pipe(z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]), z.transform((v) => v === true || v === 'true' || v === '1'));

/** Optional text filter: an empty string means "no filter" (the client omits empty values, but be lenient). */
export const optionalFilter = z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(200))), z.transform((v) => (v ? v : undefined)));

export const isoDateTime = z.string();
