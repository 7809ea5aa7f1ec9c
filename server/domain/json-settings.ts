import type { ZodTypeAny } from 'zod';
import { addIssues, type FieldErrors } from '../../contract';

type Result = { ok: true; value: unknown } | { ok: false; errors: FieldErrors };

/**
 * Parses a settings JSON string (SPEC §3) and checks it with the contract's zod schema. Errors are
 * keyed `<field>.<path>` with the contract's MessageCodes, ready for a 422 answer. The value is the
 * JSON as sent: defaults stay unfilled, so what is saved is what the admin wrote.
 */
export function checkJsonSettings(field: string, json: string, schema: ZodTypeAny): Result {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, errors: { [field]: ['invalid_json'] } };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value };
  return { ok: false, errors: addIssues({}, parsed.error.issues, { prefix: field, input: value }) };
}
