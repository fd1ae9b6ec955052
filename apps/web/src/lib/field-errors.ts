import type { z } from 'zod';

/** A form's messages by field name, at most one each; a field without a message is absent. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * The first message of each top-level field a schema refused, e.g. `{ email: 'Enter a valid
 * email' }`. An issue about the whole object (an empty path) names no field and is left out.
 */
export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}

/** The field messages of `values` against `schema`: `{}` when they pass. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
): FieldErrors<z.input<S>> {
  const result = schema.safeParse(values);
  return result.success ? {} : (fieldErrors(result.error) as FieldErrors<z.input<S>>);
}

/** True when any field has a message. */
export const hasFieldErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
