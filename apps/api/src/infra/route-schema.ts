import { apiErrorBodySchema } from '@xc/api-contract';

/** Error responses every route documents; the error handler always sends this shape. */
export const errorResponses = {
  '4xx': apiErrorBodySchema,
  '5xx': apiErrorBodySchema,
} as const;
