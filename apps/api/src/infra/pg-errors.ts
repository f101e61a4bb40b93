const UNIQUE_VIOLATION = '23505';

function pgError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  // drizzle wraps driver errors (DrizzleQueryError) with the pg / PGlite error as the cause.
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** A unique constraint refused the write; with `constraint`, only that one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgError(error);
  if (found?.code !== UNIQUE_VIOLATION) return false;
  if (!constraint) return true;
  // PGlite does not always fill `constraint`; its message names it.
  if (typeof found.constraint === 'string') return found.constraint === constraint;
  return String((found as { message?: unknown }).message ?? '').includes(constraint);
}

/** The SQLSTATE of a database error (also one a function raised, like `XC402`), if it is one. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = pgError(error)?.code;
  return typeof code === 'string' ? code : undefined;
}
