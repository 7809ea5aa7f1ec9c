import { initContract, isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, type Access } from '../../contract';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import type { HandlerMap } from '../http-kit/handlers';
import { registerContract } from './contract-adapter';

const routes = (router: AppRouter, prefix = ''): [string, AppRoute][] =>
  Object.entries(router).flatMap(([key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    return isAppRoute(value) ? [[id, value] as [string, AppRoute]] : routes(value as AppRouter, id);
  });

const ACCESS: readonly Access[] = ['public', 'session', 'admin'];

describe('contract adapter', () => {
  it('finds an access declaration on every contract route', () => {
    const undeclared = routes(contract).filter(
      ([, route]) => !ACCESS.includes((route.metadata as { access?: Access } | undefined)?.access as Access),
    );
    expect(undeclared.map(([id]) => id)).toEqual([]);
  });

  it('refuses to register a route that declares no access', () => {
    const c = initContract();
    const router = c.router({ ping: { method: 'GET', path: '/ping', responses: { 200: z.null() } } });
    const handlers = { ping: async () => ({ status: 200, body: null }) } as unknown as HandlerMap<
      typeof router
    >;
    const context = { db: {} as Db, config: loadConfig({ DATA_DIR: 'memory://' }), now: () => new Date() };
    expect(() =>
      registerContract(Fastify(), router, handlers, { prefix: '', context, validateResponses: true }),
    ).toThrow('contract route ping declares no access');
  });
});
