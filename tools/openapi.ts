import { initContract, type AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import type { ZodTypeAny } from 'zod';
import {
  contract,
  CSRF_COOKIE,
  HOST_COOKIE_PREFIX,
  CSRF_HEADER,
  ClaimConflictBody,
  ErrorBody,
  MESSAGE_CODES,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  SESSION_COOKIE,
  ValidationErrorBody,
  type Access,
  RESPONSE_HEADERS,
  type RouteMetadata,
} from '../contract';

/** The OpenAPI 3 document of the contract (DESIGN §6), as plain JSON: `npm run openapi` writes it. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
type Security = Record<string, string[]>[];
export type Operation = JsonObject & {
  operationId: string;
  tags: string[];
  parameters: Json[];
  responses: Record<string, JsonObject>;
  security: Security;
};
export type OpenApiDocument = JsonObject & {
  openapi: string;
  info: JsonObject;
  servers: JsonObject[];
  paths: Record<string, Record<string, Operation>>;
  components: JsonObject & { schemas: Record<string, JsonObject>; securitySchemes: JsonObject };
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** What each status means across the API (SPEC §7); routes list the ones they can answer. */
const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: a further step is needed (e.g. the two-factor code)',
  401: 'Not signed in (`unauthenticated`), or wrong credentials or code',
  403: 'CSRF token missing or foreign (`csrf_failed`), cross-site request, or not allowed (`forbidden`)',
  404: 'Not found, or not yours (`not_found`)',
  409: 'Needs an explicit confirmation first (`confirm_switch`, `confirm_link`); nothing was used up',
  410: 'The link or code has expired (`link_expired`)',
  413: 'Body too large (`payload_too_large`)',
  415: 'Body is not JSON (`unsupported_media_type`)',
  422: 'Validation failed: `errors` maps each field path (wildcards like `passengers.*.email`) to message codes',
  429: 'Too many attempts (`too_many_attempts`); try again later',
};

const SCHEME = { session: 'sessionCookie', csrf: 'csrfToken' } as const;

const DESCRIPTION = `Generated from the ts-rest contract in \`contract/\` (\`npm run openapi\`); do not edit.

**Prefix.** Every path below is relative to the portal prefix: with \`PORTAL_PREFIX=/kunden\`
the login is \`POST /kunden/login\`; without a prefix it is \`POST /login\` (see \`servers\`).

**Every API call** sends \`${REQUESTED_WITH_HEADER}: ${REQUESTED_WITH_VALUE}\` (a GET without it that
accepts HTML is a page load and gets the SPA) and \`Accept-Language\`.

**Session and CSRF.** Signing in (\`POST /login\`) sets the HttpOnly session cookie \`${SESSION_COOKIE}\`
(in production every cookie carries the \`${HOST_COOKIE_PREFIX}\` prefix: \`${HOST_COOKIE_PREFIX}${SESSION_COOKIE}\`, Path=/).
The server sets the readable cookie \`${CSRF_COOKIE}\` on the first response of a visitor (e.g.
\`GET /login_check\`); every POST or DELETE must echo it in the \`${CSRF_HEADER}\` header, or the answer
is \`403 {"message":"csrf_failed"}\`. Operations whose only security alternative holds the session
cookie need a session (\`401 {"message":"unauthenticated"}\` without one); those marked
\`x-access: admin\` also need an admin (\`403 {"message":"forbidden"}\` otherwise).

**Errors** are \`{"message": MessageCode}\` (\`ErrorBody\`), or \`ValidationErrorBody\` for 422. The SPA
translates message codes; the list is \`MessageCode\`.`;

/** The schema @ts-rest/open-api generates for a zod type (to replace copies of it by a $ref). */
function inlineSchema(schema: ZodTypeAny): string {
  const c = initContract();
  const router = c.router({ probe: { method: 'GET', path: '/probe', responses: { 200: schema } } });
  const doc = toJson(generateOpenApi(router, { info: { title: '', version: '' } }));
  const op = doc.paths['/probe']?.get;
  return JSON.stringify(op?.responses['200']?.content);
}

/**
 * A zod union takes the first branch that fits, and several may fit (the widget-data payloads all
 * allow extra keys): that is `anyOf`. Only a discriminated union is a true `oneOf`.
 */
const toJson = (value: unknown) =>
  JSON.parse(JSON.stringify(value), (_key, node: unknown) => {
    if (!node || typeof node !== 'object' || !('oneOf' in node) || 'discriminator' in node) return node;
    const { oneOf, ...rest } = node as JsonObject;
    return { ...rest, anyOf: oneOf };
  }) as OpenApiDocument;

const jsonContent = (ref: string): JsonObject => ({
  'application/json': { schema: { $ref: `#/components/schemas/${ref}` } },
});

/** The access a route declares in its metadata (the server enforces the same). */
export function accessOf(route: AppRoute): Access {
  const access = (route.metadata as Partial<RouteMetadata> | undefined)?.access;
  if (!access) throw new Error(`contract route ${route.method} ${route.path} declares no access`);
  return access;
}

/** A route needs a session when it declares `session` or `admin` access. */
export const needsSession = (route: AppRoute) => accessOf(route) !== 'public';

function security(route: AppRoute): Security {
  const base: Record<string, string[]> = SAFE_METHODS.has(route.method) ? {} : { [SCHEME.csrf]: [] };
  if (needsSession(route)) return [{ ...base, [SCHEME.session]: [] }];
  // Public: with or without a session.
  return [base, { ...base, [SCHEME.session]: [] }];
}

export function buildOpenApi(opts: { version: string }): OpenApiDocument {
  const shared = {
    ErrorBody: inlineSchema(ErrorBody),
    ValidationErrorBody: inlineSchema(ValidationErrorBody),
    ClaimConflictBody: inlineSchema(ClaimConflictBody),
  };
  const doc = toJson(
    generateOpenApi(
      contract,
      {
        info: { title: 'Claims portal API', version: opts.version, description: DESCRIPTION },
        servers: [
          { url: '/', description: 'No PORTAL_PREFIX' },
          {
            url: '{prefix}',
            description: 'Behind PORTAL_PREFIX',
            variables: {
              prefix: { default: '/kunden', description: 'The PORTAL_PREFIX, with a leading slash' },
            },
          },
        ],
      },
      {
        setOperationId: 'concatenated-path',
        operationMapper: (operation, route) => {
          const responses: Record<string, JsonObject> = {
            ...(operation.responses as Record<string, JsonObject>),
          };
          if (!SAFE_METHODS.has(route.method) && !responses['403']) responses['403'] = { description: '403' };
          for (const [status, response] of Object.entries(responses)) {
            const content = JSON.stringify(response.content);
            const shape =
              Number(status) >= 400
                ? Object.entries(shared).find(([, inline]) => inline === content)?.[0]
                : undefined;
            responses[status] = {
              ...response,
              description: STATUS_TEXT[status] ?? status,
              ...(shape ? { content: jsonContent(shape) } : {}),
            };
          }
          const headers = RESPONSE_HEADERS[`${route.method} ${route.path}`] ?? {};
          for (const [status, named] of Object.entries(headers))
            if (responses[status])
              responses[status].headers = Object.fromEntries(
                Object.entries(named).map(([name, description]) => [
                  name,
                  { description, schema: { type: 'string' } },
                ]),
              );
          // A 403 added for the CSRF check has no body schema from the contract.
          if (responses['403'] && !responses['403'].content)
            responses['403'].content = jsonContent('ErrorBody');
          return {
            ...operation,
            parameters: [
              { $ref: '#/components/parameters/RequestedWith' },
              { $ref: '#/components/parameters/AcceptLanguage' },
              ...(operation.parameters ?? []),
            ],
            responses,
            security: security(route),
            'x-access': accessOf(route),
          };
        },
      },
    ),
  );
  doc.components = {
    schemas: {
      ErrorBody: withMessageNote(JSON.parse(shared.ErrorBody)),
      ValidationErrorBody: withMessageNote(JSON.parse(shared.ValidationErrorBody)),
      // The error body of a claim write's 409, with what a removed passenger would take along.
      ClaimConflictBody: {
        allOf: [
          { $ref: '#/components/schemas/ErrorBody' },
          {
            type: 'object',
            properties: {
              dependents: JSON.parse(shared.ClaimConflictBody)['application/json'].schema.properties
                .dependents,
            },
          },
        ],
      },
      MessageCode: { type: 'string', enum: [...MESSAGE_CODES] },
    },
    parameters: {
      RequestedWith: {
        name: REQUESTED_WITH_HEADER,
        in: 'header',
        required: true,
        description: 'Marks an API call (without it, a GET that accepts HTML gets the SPA)',
        schema: { type: 'string', enum: [REQUESTED_WITH_VALUE] },
      },
      AcceptLanguage: {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description: 'The visitor language, e.g. de-DE; mails and messages for anonymous visitors use it',
        schema: { type: 'string' },
      },
    },
    securitySchemes: {
      [SCHEME.session]: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: `HttpOnly session cookie set by POST /login (SameSite=Lax, Path = prefix or /); \`${HOST_COOKIE_PREFIX}${SESSION_COOKIE}\` with Path=/ in production`,
      },
      [SCHEME.csrf]: {
        type: 'apiKey',
        in: 'header',
        name: CSRF_HEADER,
        description: `Echo of the \`${CSRF_COOKIE}\` cookie the server set; required on every POST and DELETE`,
      },
    },
  };
  const { openapi, info, servers, paths, components, ...rest } = doc;
  return { openapi, info, servers, paths, components, ...rest };
}

/** `{"application/json": {"schema": …}}` of the shared error bodies → the schema, with the code list noted. */
function withMessageNote(content: { 'application/json': { schema: JsonObject } }): JsonObject {
  const schema = content['application/json'].schema;
  const properties = schema.properties as Record<string, JsonObject>;
  return {
    ...schema,
    properties: {
      ...properties,
      message: { ...properties.message, description: 'A MessageCode (see MessageCode)' },
    },
  };
}
