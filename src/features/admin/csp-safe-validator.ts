import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * A validator for @rjsf/core that compiles nothing: ajv (as in @rjsf/validator-ajv8) builds
 * functions with `new Function`, which the portal's CSP (script-src 'self', no 'unsafe-eval')
 * forbids. The server checks every save against the full JSON Schema and answers 422 field
 * errors, which the form shows; here `isValid` only has to tell oneOf/anyOf branches apart.
 */
function matches(schema: RJSFSchema, value: unknown): boolean {
  if (schema.const !== undefined && schema.const !== value) return false;
  if (schema.enum && !schema.enum.includes(value as never)) return false;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return true;
  return types.some((t) => {
    switch (t) {
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      case 'array':
        return Array.isArray(value);
      case 'integer':
        return Number.isInteger(value);
      case 'null':
        return value === null;
      default:
        return typeof value === t;
    }
  });
}

export const cspSafeValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matches(schema, formData),
  rawValidation: () => ({ errors: [] }),
};
