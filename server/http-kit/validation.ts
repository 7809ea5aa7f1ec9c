import { ZodUnion, type ZodIssue, type ZodTypeAny } from 'zod';
import { addIssues, issueDistance, type FieldErrors } from '../../contract';

export type { FieldErrors };

/**
 * Parses a value when the contract gives a zod schema; otherwise passes it through. Issues go to
 * `errors` under dotted paths (`passengers.0.email`), issues of the value itself under `fallbackKey`.
 */
export function check(schema: unknown, value: unknown, errors: FieldErrors, fallbackKey: string): unknown {
  if (!isZod(schema)) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  addIssues(errors, closestIssues(schema, value) ?? result.error.issues, {
    rootKey: fallbackKey,
    input: value,
  });
  return undefined;
}

/**
 * zod reports a union whose branch fails only on extra keys with that branch's
 * issues alone; for a top-level union the closest branch explains the error better.
 */
function closestIssues(schema: ZodTypeAny, value: unknown): ZodIssue[] | undefined {
  if (!(schema instanceof ZodUnion)) return undefined;
  const options = (schema.options as ZodTypeAny[]).map((o) => o.safeParse(value).error?.issues ?? []);
  return options.reduce((a, b) => (issueDistance(b) < issueDistance(a) ? b : a));
}

export const isZod = (s: unknown): s is ZodTypeAny =>
  typeof s === 'object' && s !== null && typeof (s as { safeParse?: unknown }).safeParse === 'function';
