import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';

/**
 * fast-check arbitraries from the contract's zod 3 schemas (zod-fast-check's peer range stops
 * before fast-check 4). `valid(schema)` generates values shaped like the schema's input (most pass
 * it; refinements may still fail, which the fuzz accepts as a 4xx); `malformed(schema)` breaks one
 * of them: a wrong type, a missing or extra field, null, a huge number, a long or odd string, an
 * array for an object.
 */

type Def = { typeName: string; [key: string]: unknown };
const defOf = (schema: ZodTypeAny) => schema._def as Def;

type StringCheck = { kind: string; value?: number; regex?: RegExp };
type NumberCheck = { kind: string; value?: number; inclusive?: boolean };

/** Row ids the seed and fixtures use are small serials: half of the ids hit them. */
const SMALL_ID_MAX = 200;

export function valid(schema: ZodTypeAny): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodString':
      return stringArb(def.checks as StringCheck[]);
    case 'ZodNumber':
      return numberArb(def.checks as NumberCheck[]);
    case 'ZodBigInt':
      return fc.bigInt().map(String);
    case 'ZodBoolean':
      return fc.boolean();
    case 'ZodDate':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'ZodNull':
      return fc.constant(null);
    case 'ZodUndefined':
    case 'ZodVoid':
      return fc.constant(undefined);
    case 'ZodAny':
    case 'ZodUnknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'ZodLiteral':
      return fc.constant(def.value);
    case 'ZodEnum':
      return fc.constantFrom(...(def.values as string[]));
    case 'ZodNativeEnum':
      return fc.constantFrom(...Object.values(def.values as object));
    case 'ZodObject':
      return objectArb(def);
    case 'ZodArray': {
      const min = (def.minLength as { value: number } | null)?.value ?? 0;
      const max = (def.maxLength as { value: number } | null)?.value ?? Math.max(min, 4);
      return fc.array(valid(def.type as ZodTypeAny), { minLength: min, maxLength: Math.min(max, min + 4) });
    }
    case 'ZodRecord':
      return fc
        .array(fc.tuple(valid(def.keyType as ZodTypeAny), valid(def.valueType as ZodTypeAny)), {
          maxLength: 3,
        })
        .map((entries) => Object.fromEntries(entries.map(([k, v]) => [String(k), v])));
    case 'ZodTuple':
      return fc.tuple(...(def.items as ZodTypeAny[]).map(valid));
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return fc.oneof(...(def.options as ZodTypeAny[]).map(valid));
    case 'ZodIntersection':
      return fc
        .tuple(valid(def.left as ZodTypeAny), valid(def.right as ZodTypeAny))
        .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
    case 'ZodOptional':
      return fc.option(valid(def.innerType as ZodTypeAny), { nil: undefined, freq: 4 });
    case 'ZodNullable':
      return fc.option(valid(def.innerType as ZodTypeAny), { nil: null, freq: 4 });
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
    case 'ZodBranded':
      return fc.option(valid((def.innerType ?? def.type) as ZodTypeAny), { nil: undefined, freq: 4 });
    case 'ZodEffects': // refine, superRefine, transform, preprocess: generate the inner input
      return valid(def.schema as ZodTypeAny);
    case 'ZodPipeline':
      return valid(def.in as ZodTypeAny);
    case 'ZodLazy':
      return fc.constant(null).chain(() => valid((def.getter as () => ZodTypeAny)()));
    default:
      throw new Error(`zod-arbitrary: no generator for ${def.typeName}`);
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function objectArb(def: Def): fc.Arbitrary<Record<string, unknown>> {
  const shape = (def.shape as () => Record<string, ZodTypeAny>)();
  const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, valid(s)]));
  return fc.record(fields).map((rec) => {
    // Optional fields generated as undefined are left out, as JSON would.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(rec)) if (v !== undefined) out[k] = v;
    return out;
  });
}

const plainEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9._-]{1,16}$/),
    fc.constantFrom('example.com', 'fuzz.example', 'EXAMPLE.org'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

function stringArb(checks: StringCheck[]): fc.Arbitrary<string> {
  const min = Math.max(
    0,
    ...checks.filter((c) => c.kind === 'min' || c.kind === 'length').map((c) => c.value ?? 0),
  );
  const maxes = checks.filter((c) => c.kind === 'max' || c.kind === 'length').map((c) => c.value ?? 0);
  const max = maxes.length > 0 ? Math.min(...maxes) : 200;
  const has = (kind: string) => checks.some((c) => c.kind === kind);
  // The last pattern is the most specific (Text's no-NUL pattern comes first). No filtering: a
  // value that misses another check is a 422, which the fuzz welcomes too.
  const regex = checks.filter((c) => c.kind === 'regex').at(-1)?.regex;
  let base: fc.Arbitrary<string>;
  // fast-check's addresses are RFC-valid but mostly fail zod's stricter pattern: mix in plain ones.
  if (has('email')) base = fc.oneof(plainEmail, fc.emailAddress());
  else if (has('datetime')) base = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  else if (has('url')) base = fc.webUrl();
  else if (has('uuid')) base = fc.uuid();
  else if (regex && !regex.source.startsWith('^[^')) base = fc.stringMatching(regex);
  else base = fc.string({ minLength: min, maxLength: Math.min(max, min + 40), unit: 'grapheme' });
  return base.map((s) => s.slice(0, max));
}

function numberArb(checks: NumberCheck[]): fc.Arbitrary<number> {
  const int = checks.some((c) => c.kind === 'int');
  const lower = checks.find((c) => c.kind === 'min');
  const upper = checks.find((c) => c.kind === 'max');
  if (int) {
    const min = lower ? Math.ceil((lower.value ?? 0) + (lower.inclusive === false ? 1 : 0)) : -(2 ** 31);
    const max = upper ? Math.floor((upper.value ?? 0) - (upper.inclusive === false ? 1 : 0)) : 2 ** 31 - 1;
    const whole = fc.integer({ min, max });
    // Small ids hit existing rows; only where the range reaches them (not e.g. 1000–60000 ms).
    if (min > SMALL_ID_MAX || max < 1) return whole;
    return fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.min(max, SMALL_ID_MAX) }), whole);
  }
  return fc.double({
    min: lower?.value ?? -1e9,
    max: upper?.value ?? 1e9,
    minExcluded: lower?.inclusive === false,
    maxExcluded: upper?.inclusive === false,
    noNaN: true,
  });
}

/** Values of the wrong kind anywhere: numbers past every bound, odd text, nested shapes. */
export const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    -1e308,
    '',
    ' ',
    '0',
    '-1',
    '1e400',
    '0x10',
    'NaN',
    'null',
    'undefined',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFEFF\u202E\u200B',
    '💥'.repeat(64),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00%2e%2e%2f',
    '{"a":1}',
    [],
    {},
    JSON.parse('{"__proto__": {"admin": true}}') as unknown,
    { constructor: { prototype: { admin: true } } },
    [[[[[[[[[[]]]]]]]]]],
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30, unit: 'binary' }),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 400 }).map((n) => 'é'.repeat(n)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

type Path = (string | number)[];

/** Every node's path in a JSON-like value (the root is []). */
function paths(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (isPlainObject(value))
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

export type Mutation = 'replace' | 'remove' | 'extra' | 'wrap_array' | 'wrap_object' | 'null' | 'stringify';

const clone = (v: unknown): unknown =>
  v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as unknown);

/** Applies one mutation at the node `pick` (modulo the node count) of `value`. */
export function mutate(
  value: unknown,
  op: Mutation,
  pick: number,
  replacement: unknown,
  key: string,
): unknown {
  const root = { v: clone(value) };
  const all = paths(root.v).map((p) => ['v', ...p]);
  const path = all[pick % all.length] ?? ['v'];
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], root) as
    Record<string | number, unknown> | unknown[];
  const last = path[path.length - 1] as string | number;
  const node = (parent as Record<string | number, unknown>)[last];
  const set = (v: unknown) => ((parent as Record<string | number, unknown>)[last] = v);
  switch (op) {
    case 'replace':
      set(replacement);
      break;
    case 'null':
      set(null);
      break;
    case 'remove':
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else if (last === 'v') set(undefined);
      else delete (parent as Record<string, unknown>)[last];
      break;
    case 'extra':
      if (isPlainObject(node)) node[key] = replacement;
      else if (Array.isArray(node)) node.push(replacement);
      else set({ [key]: replacement, value: node });
      break;
    case 'wrap_array':
      set([node]);
      break;
    case 'wrap_object':
      set({ value: node });
      break;
    case 'stringify':
      set(JSON.stringify(node ?? null));
      break;
  }
  return root.v;
}

const MUTATIONS: Mutation[] = [
  'replace',
  'remove',
  'extra',
  'wrap_array',
  'wrap_object',
  'null',
  'stringify',
];

/** A value of the schema with one or two mutations applied (it may, rarely, still be valid). */
export function malformed(schema: ZodTypeAny): fc.Arbitrary<unknown> {
  const step = fc.record({
    op: fc.constantFrom(...MUTATIONS),
    pick: fc.nat(),
    replacement: weird,
    key: fc.constantFrom('extra', 'id', 'admin', '__proto__', 'constructor', 'user_id', ''),
  });
  return fc
    .tuple(valid(schema), fc.array(step, { minLength: 1, maxLength: 2 }))
    .map(([value, steps]) => steps.reduce((v, s) => mutate(v, s.op, s.pick, s.replacement, s.key), value));
}
