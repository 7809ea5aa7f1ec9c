import type { ZodIssue } from 'zod';
import type { MessageCode } from './messages';

/** A 422 `errors` map: a dotted field path (`passengers.0.email`) → its MessageCodes. */
export type FieldErrors = Record<string, MessageCode[]>;

/** The MessageCode (translated as `api.<code>`) of one zod issue, the same on server and SPA. */
export function messageCodeOf(issue: ZodIssue): MessageCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' ? 'required' : 'invalid_value';
    case 'invalid_string':
      if (issue.message === 'invalid_character') return 'invalid_character';
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
export const issueDistance = (issues: ZodIssue[]) =>
  (issues.some((i) => i.code === 'unrecognized_keys') ? 1000 : 0) + issues.length;

/** For a failed union, the closest branch stands for the error (first wins a tie). */
function flatten(issues: ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.unionErrors.length === 0) return [issue];
    const best = issue.unionErrors.reduce((a, b) =>
      issueDistance(b.issues) < issueDistance(a.issues) ? b : a,
    );
    return flatten(best.issues);
  });
}

/** The part of `input` at a zod issue's path (undefined when the path leads nowhere). */
function valueAt(input: unknown, path: (string | number)[]): unknown {
  let v = input;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

/**
 * Adds zod issues to `errors` under dotted paths, each path behind `prefix` when one is given
 * (`claim.flight.airline`); an issue about the value itself goes under `rootKey`. Given the
 * checked `input`, a field left empty (blank text) is 'required' whatever rule it broke
 * (SPEC §5: 'This field is required', not 'This value is not valid.').
 */
export function addIssues(
  errors: FieldErrors,
  issues: ZodIssue[],
  { prefix = '', rootKey = prefix, input }: { prefix?: string; rootKey?: string; input?: unknown } = {},
): FieldErrors {
  const blank = (issue: ZodIssue) => {
    if (input === undefined || issue.code === 'unrecognized_keys') return false;
    const v = valueAt(input, issue.path);
    return typeof v === 'string' && v.trim() === '';
  };
  const keyOf = (path: (string | number)[]) =>
    path.length === 0 ? rootKey : [prefix, ...path].filter((p) => p !== '').join('.');
  for (const issue of flatten(issues)) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => keyOf([...issue.path, k]))
        : [keyOf(issue.path)];
    for (const key of keys) {
      // An own entry even for keys an object inherits ('constructor', '__proto__': bodies are input).
      if (!Object.hasOwn(errors, key))
        Object.defineProperty(errors, key, {
          value: [],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      const list = errors[key]!;
      const code = blank(issue) ? 'required' : messageCodeOf(issue);
      if (!list.includes(code)) list.push(code);
    }
  }
  return errors;
}
