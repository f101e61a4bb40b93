import * as z from 'zod/mini';

/** Page sizes the history screens offer (spec §9); any size from 1 to 50 is accepted. */
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const MAX_PAGE_SIZE = 50;

/** `page` (from 1) and `per_page` query parameters, as the spec's mission list names them. */
export const pageQueryShape = {
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000))), 1),
  per_page: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE))), 10),
};

export const paginationSchema = z.object({
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
  last_page: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of a list: `data` and `meta.pagination` (the client reads `meta.pagination.total`). */
export const pageEnvelope = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: paginationSchema }) });
