import { Ajv, type ErrorObject } from 'ajv';
import type { MessageCode } from '../../contract';

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new WeakMap<object, ReturnType<Ajv['compile']>>();

type Result = { ok: true; value: unknown } | { ok: false; errors: Record<string, MessageCode[]> };

const codeOf = (e: ErrorObject): MessageCode =>
  e.keyword === 'required'
    ? 'required'
    : e.keyword === 'maxLength' || e.keyword === 'maxItems'
      ? 'too_long'
      : 'invalid_value';

/** `settings.status`, `settings.items.0.title`: where an ajv error points, under `field`. */
function fieldOf(field: string, e: ErrorObject): string {
  const parts = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') parts.push(String((e.params as { missingProperty: string }).missingProperty));
  if (e.keyword === 'additionalProperties')
    parts.push(String((e.params as { additionalProperty: string }).additionalProperty));
  return [field, ...parts].join('.');
}

/**
 * Parses a settings JSON string and checks it against a JSON Schema (SPEC §3 settings_schema).
 * Errors are keyed `<field>.<path>` with MessageCodes, ready for a 422 answer.
 */
export function checkJsonSettings(field: string, json: string, schema: Record<string, unknown>): Result {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, errors: { [field]: ['invalid_json'] } };
  }
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return { ok: true, value };
  const errors: Record<string, MessageCode[]> = {};
  for (const e of validate.errors ?? []) {
    const key = fieldOf(field, e);
    const list = (errors[key] ??= []);
    const code = codeOf(e);
    if (!list.includes(code)) list.push(code);
  }
  return { ok: false, errors };
}
