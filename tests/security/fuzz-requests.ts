import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';
import { encode, fillPath, zodOf, type NamedRoute } from './harness';
import { malformed, valid, weird } from './zod-arbitrary';

/**
 * One fuzzed request: `valid` parts come from the route's schemas, `malformed` breaks one part,
 * `raw` sends a body that is not JSON or not declared JSON, `stranger` sends a valid request as a
 * principal the route's access refuses (anonymous, or a customer on an admin route).
 */
export type FuzzRequest = {
  kind: 'valid' | 'malformed' | 'raw' | 'stranger';
  method: string;
  path: string;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** A path parameter is empty: the URL matches no route (404). */
  emptyParam?: boolean;
};

const shapeKeys = (schema: ZodTypeAny | undefined): string[] => {
  const shape = (schema?._def as { shape?: () => Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape()) : [];
};

/** A path or query value as text: strings as they are, anything else as its JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

const paramsText = (keys: string[], value: unknown): Record<string, string> => {
  const obj = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  return Object.fromEntries(keys.map((k) => [k, asText((obj as Record<string, unknown>)[k])]));
};

const queryText = (value: unknown): string => {
  if (value === undefined) return '';
  if (typeof value !== 'object' || value === null) return `?${encode(asText(value))}`;
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? (v as unknown[]) : [v])
      pairs.push(`${encode(k)}=${encode(asText(item))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

const RAW_BODIES = fc.oneof(
  fc.constantFrom(
    { raw: '{"a":', type: 'application/json' },
    { raw: "{'a': 1}", type: 'application/json' },
    { raw: 'nul', type: 'application/json' },
    { raw: '\uFEFF{}', type: 'application/json' },
    { raw: '{"__proto__": {"admin": true}}', type: 'application/json' },
    { raw: '   ', type: 'application/json' },
    { raw: '[1,2,3]', type: 'application/vnd.api+json' },
    { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { raw: 'hello', type: 'text/plain' },
    { raw: '<a>1</a>', type: 'application/xml' },
    {
      raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    },
    { raw: '{}', type: 'application/json; charset=utf-16' },
    { raw: '{}', type: '' },
  ),
  fc
    .integer({ min: 101 * 1024, max: 140 * 1024 })
    .map((n) => ({ raw: `{"a":"${'x'.repeat(n)}"}`, type: 'application/json' })),
  fc.string({ maxLength: 64, unit: 'binary' }).map((raw) => ({ raw, type: 'application/json' })),
);

/** The arbitrary of a route's fuzzed requests. */
export function requestsFor({ route }: NamedRoute, withStranger: boolean): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = zodOf(route.pathParams);
  const querySchema = zodOf(route.query);
  const bodySchema = route.method === 'GET' ? undefined : zodOf('body' in route ? route.body : undefined);
  const keys = shapeKeys(paramsSchema);
  const part = (schema: ZodTypeAny | undefined, broken: boolean) =>
    schema ? (broken ? malformed(schema) : valid(schema)) : broken ? weird : fc.constant(undefined);

  const build = (kind: FuzzRequest['kind'], broken: 'none' | 'params' | 'query' | 'body') =>
    fc
      .tuple(
        part(paramsSchema, broken === 'params'),
        part(querySchema, broken === 'query'),
        part(bodySchema, broken === 'body'),
      )
      .map(([params, query, body]): FuzzRequest => {
        const text = paramsText(keys, params);
        return {
          kind,
          method: route.method,
          path: fillPath(route.path, text) + queryText(query),
          ...(body !== undefined ? { body } : {}),
          ...(Object.values(text).some((v) => v === '') ? { emptyParam: true } : {}),
        };
      });

  const brokenParts = [
    ...(paramsSchema ? (['params'] as const) : []),
    ...(querySchema || route.method === 'GET' ? (['query'] as const) : []),
    ...(route.method !== 'GET' ? (['body'] as const) : []),
  ];
  const malformedReq = fc.constantFrom(...brokenParts).chain((p) => build('malformed', p));
  const raw = fc.tuple(build('raw', 'none'), RAW_BODIES).map(([req, r]): FuzzRequest => ({
    ...req,
    body: undefined,
    kind: 'raw',
    raw: r.raw,
    headers: { 'content-type': r.type },
  }));
  return fc.oneof(
    { weight: 3, arbitrary: build('valid', 'none') },
    ...(brokenParts.length > 0 ? [{ weight: 5, arbitrary: malformedReq }] : []),
    ...(route.method !== 'GET' ? [{ weight: 1, arbitrary: raw }] : []),
    ...(withStranger ? [{ weight: 1, arbitrary: build('stranger', 'none') }] : []),
  );
}
