import { ZodUnion, type ZodIssue, type ZodTypeAny } from 'zod';
import type { MessageCode } from '../../contract';

export type FieldErrors = Record<string, MessageCode[]>;

/** Maps one zod issue to the MessageCode the SPA translates (`api.<code>`). */
function codeOf(issue: ZodIssue): MessageCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' ? 'required' : 'invalid_value';
    case 'invalid_string':
      return issue.validation === 'email' ? 'wrong_email' : 'invalid_value';
    case 'too_big':
      return issue.type === 'string' ? 'too_long' : 'invalid_value';
    case 'too_small':
      return issue.type === 'string' && issue.minimum === 1 ? 'required' : 'invalid_value';
    default:
      return 'invalid_value';
  }
}

/** How far a union branch is from the input: a branch that rejects the input's keys is farthest. */
const distance = (issues: ZodIssue[]) =>
  (issues.some((i) => i.code === 'unrecognized_keys') ? 1000 : 0) + issues.length;

/** For a failed union, the closest branch stands for the error (first wins a tie). */
function flatten(issues: ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.unionErrors.length === 0) return [issue];
    const best = issue.unionErrors.reduce((a, b) => (distance(b.issues) < distance(a.issues) ? b : a));
    return flatten(best.issues);
  });
}

/** Adds a schema's issues under dotted paths (`passengers.0.email`); root issues go under `fallbackKey`. */
export function collectErrors(errors: FieldErrors, issues: ZodIssue[], fallbackKey: string) {
  for (const issue of flatten(issues)) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => [...issue.path, k].join('.'))
        : [issue.path.join('.') || fallbackKey];
    for (const key of keys) {
      const list = (errors[key] ??= []);
      const code = codeOf(issue);
      if (!list.includes(code)) list.push(code);
    }
  }
}

/** Parses a value when the contract gives a zod schema; otherwise passes it through. */
export function check(schema: unknown, value: unknown, errors: FieldErrors, fallbackKey: string): unknown {
  if (!isZod(schema)) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  collectErrors(errors, closestIssues(schema, value) ?? result.error.issues, fallbackKey);
  return undefined;
}

/**
 * zod reports a union whose branch fails only on extra keys with that branch's
 * issues alone; for a top-level union the closest branch explains the error better.
 */
function closestIssues(schema: ZodTypeAny, value: unknown): ZodIssue[] | undefined {
  if (!(schema instanceof ZodUnion)) return undefined;
  const options = (schema.options as ZodTypeAny[]).map((o) => o.safeParse(value).error?.issues ?? []);
  return options.reduce((a, b) => (distance(b) < distance(a) ? b : a));
}

export const isZod = (s: unknown): s is ZodTypeAny =>
  typeof s === 'object' && s !== null && typeof (s as { safeParse?: unknown }).safeParse === 'function';
