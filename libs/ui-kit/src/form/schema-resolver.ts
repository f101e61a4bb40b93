import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a zod (mini or classic) schema the resolver uses. */
interface SafeParser<Output> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/**
 * A react-hook-form resolver from a shared api-contract schema: the form checks exactly what the API
 * checks, with the same Vietnamese messages (the first message per field).
 */
export function schemaResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: SafeParser<Output>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      errors[name] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
