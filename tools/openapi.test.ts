import { readFileSync } from 'node:fs';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from '../contract';
import { buildOpenApi, needsSession, type JsonObject } from './openapi';
import { OPENAPI_FILE, renderOpenApi } from './openapi-cli';

type Route = { id: string; route: AppRoute };
const routes = (router: AppRouter, prefix = ''): Route[] =>
  Object.entries(router).flatMap(([key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    return isAppRoute(value) ? [{ id, route: value }] : routes(value as AppRouter, id);
  });

const ROUTES = routes(contract);
const doc = buildOpenApi({ version: '0.0.0-test' });
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operation = ({ route }: Route) => doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
const unsafe = ({ route }: Route) => route.method !== 'GET';

/** Every `$ref` string anywhere below `value`. */
const refs = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v)))
    : [];
const resolve = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);

describe('OpenAPI document of the contract', () => {
  it('is an OpenAPI 3.0 document with info, servers, paths and components', () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: '0.0.0-test' });
    expect(String(doc.info.description)).toContain('PORTAL_PREFIX');
    expect(doc.servers.map((s) => s.url)).toEqual(['/', '{prefix}']);
    expect(Object.keys(doc.components.schemas)).toEqual([
      'ErrorBody',
      'ValidationErrorBody',
      'ClaimConflictBody',
      'MessageCode',
    ]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['sessionCookie', 'csrfToken']);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
    expect(doc.components.securitySchemes.csrfToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-csrf-token',
    });
  });

  it('has every contract route (method + path) with its id as operationId, and nothing else', () => {
    const missing = ROUTES.filter((r) => operation(r)?.operationId !== r.id).map((r) => r.id);
    expect(missing).toEqual([]);
    const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(ROUTES.length);
  });

  it('documents every status code of each route, with a readable description', () => {
    for (const r of ROUTES) {
      const responses = operation(r)?.responses ?? {};
      for (const status of Object.keys(r.route.responses)) {
        expect(responses[status], `${r.id} ${status}`).toBeDefined();
        expect(responses[status]?.description, `${r.id} ${status}`).not.toBe(status);
      }
    }
  });

  it('gives every error a shared error body, 422 the validation body, and unsafe calls the CSRF 403', () => {
    const bodyRef = (response: JsonObject | undefined) =>
      refs(response?.content).find((ref) => ref.startsWith('#/components/schemas/'));
    for (const r of ROUTES) {
      const responses = operation(r)?.responses ?? {};
      if (unsafe(r)) expect(responses['403'], `${r.id}: CSRF 403`).toBeDefined();
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        const expected = status === '422' ? 'ValidationErrorBody' : 'ErrorBody';
        // A body that extends the error body (all of it, and more) counts as it.
        const ref = bodyRef(response);
        const extended = ref && refs(doc.components.schemas[ref.split('/').pop()!]?.allOf)[0];
        expect(extended || ref, `${r.id} ${status}`).toBe(`#/components/schemas/${expected}`);
      }
    }
  });

  it('asks for the session cookie where a session is needed and the CSRF header on unsafe calls', () => {
    for (const r of ROUTES) {
      const alternatives = (operation(r)?.security ?? []).map((s) => Object.keys(s).sort().join('+'));
      const csrf = unsafe(r) ? 'csrfToken' : '';
      const signedIn = ['csrfToken', 'sessionCookie'].filter((k) => k === 'sessionCookie' || csrf).join('+');
      const expected = needsSession(r.route) ? [signedIn] : [csrf, signedIn];
      expect(alternatives, r.id).toEqual(expected);
    }
    const byId = (id: string) => ROUTES.find((r) => r.id === id);
    expect(needsSession(byId('settings.menu')!.route)).toBe(true);
    expect(needsSession(byId('settings.get')!.route)).toBe(false);
    expect(needsSession(byId('auth.login')!.route)).toBe(false);
    expect(needsSession(byId('settings.save')!.route)).toBe(true);
  });

  it('declares every path parameter, and every $ref resolves', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(ops)) {
        const declared = (op.parameters as JsonObject[]).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual([...names].sort());
      }
    }
    const unresolved = refs(doc).filter((ref) => resolve(ref) === undefined);
    expect(unresolved).toEqual([]);
  });

  it('is committed as openapi.json and up to date (npm run openapi)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8'), 'openapi.json is out of date: run npm run openapi').toBe(
      await renderOpenApi(),
    );
  });
});
