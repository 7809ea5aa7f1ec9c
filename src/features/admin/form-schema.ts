import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

type Schema = Record<string, unknown>;

/** `anyOf: [{type: 'string', …}, {type: 'null'}]` → `{type: ['string', 'null'], …}`: one labelled input. */
function nullableAsType(schema: Schema): Schema {
  const [value, none, ...more] = Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]) : [];
  if (!value || none?.type !== 'null' || more.length > 0 || typeof value.type !== 'string') return schema;
  const { anyOf: _, ...rest } = schema;
  return { ...rest, ...value, type: [value.type, 'null'] };
}

/** The JSON Schema a settings form (@rjsf/core) renders, generated from a contract zod schema. */
export function formSchemaOf(schema: ZodTypeAny): Schema {
  const { $schema: _, ...json } = zodToJsonSchema(schema, {
    $refStrategy: 'none',
    target: 'jsonSchema7',
    postProcess: (node) => node && (nullableAsType(node as Schema) as typeof node),
  }) as Schema;
  return json;
}
