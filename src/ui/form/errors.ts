import type { ZodType, ZodTypeDef } from 'zod';
import { EmailInput, type MessageCode } from '../../../contract';

/** Field errors keyed by dotted path (`flight.flight_number`, `passengers.0.email`); values are MessageCodes. */
export type Errors = Record<string, string[]>;

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Whether a 422 key names a field; `*` in the key matches any array index (SPEC §5 wildcard keys). */
export function keyMatches(key: string, name: string): boolean {
  return new RegExp(`^${key.split('*').map(escape).join('\\d+')}$`).test(name);
}

/** The messages for one field: every key that names it, wildcards included. */
export function errorsFor(errors: Errors, name: string): string[] {
  return Object.entries(errors).flatMap(([key, codes]) => (keyMatches(key, name) ? codes : []));
}

/** The messages of keys that name none of `fields` (shown above the form instead). */
export function otherErrors(errors: Errors, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([key]) => !fields.some((name) => keyMatches(key, name)))
    .flatMap(([, codes]) => codes);
}

/** A 422 `errors` map with `prefix.` removed from its keys (e.g. `claim.` for the create-claim payload). */
export function stripPrefix(errors: Errors, prefix: string): Errors {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k.startsWith(`${prefix}.`) ? k.slice(prefix.length + 1) : k, v]),
  );
}

/** Focuses the control of the first field with errors (after a refused submit). */
export function focusFirstInvalid(errors: Errors, fields: readonly string[], idOf: (name: string) => string) {
  const first = fields.find((name) => errorsFor(errors, name).length > 0);
  if (first) document.getElementById(idOf(first))?.focus();
}

/**
 * A form schema's verdict as field errors: the first rule each field breaks, as the MessageCode
 * the schema gave that rule (`z.string().min(1, 'password_required')`). Valid: the parsed value.
 */
export function checkSchema<T>(
  schema: ZodType<T, ZodTypeDef, unknown>,
  value: unknown,
): { ok: true; data: T } | { ok: false; errors: Errors } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= [issue.message];
  return { ok: false, errors };
}

/** An e-mail address as typed (the contract's EmailInput): empty is 'required', else 'wrong_email' unless valid. */
export function emailProblem(value: string): MessageCode | null {
  if (value.trim() === '') return 'required';
  const parsed = EmailInput.safeParse(value);
  return parsed.success
    ? null
    : parsed.error.issues.some((i) => i.code === 'too_big')
      ? 'too_long'
      : 'wrong_email';
}
