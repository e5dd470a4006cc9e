/** The part of a zod issue this needs (zod's own issue type satisfies it). */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A form's errors keyed by its fields, from a failed zod parse: the first message for each field
 * the form shows; issues about anything else are left to the form's own checks.
 */
export function fieldErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}
