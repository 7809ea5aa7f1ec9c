import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { loadConfig } from './config';
import { openDb, type Db } from './db/db';
import { seedDemo } from './db/seed';
import { buildApp } from './http/app';

export type TestServerOptions = {
  prefix?: string;
  /** Load the demo data (accounts, claims, widget trees, menu). */
  seed?: boolean;
  /** Serve the built SPA from dist/ (build it first). */
  spa?: boolean;
  /** Serve the SPA from this folder instead of dist/ (implies spa). */
  distDir?: string;
  /** A movable clock for lock-out and session-timeout tests. */
  now?: () => Date;
};

export type TestServer = {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** origin + prefix */
  url: string;
  db: Db;
  app: FastifyInstance;
  /** socket.io; every signed-in socket is in the room `user:<id>`. */
  io: SocketServer;
  close(): Promise<void>;
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Boots the real app on an ephemeral port with a fresh in-memory PGlite
 * (migrations applied). Used by server tests, pact provider verification,
 * path tests, e2e and benchmarks.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    PORTAL_PREFIX: opts.prefix ?? '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  });
  const handle = await openDb({ dataDir: 'memory://' });
  await handle.migrate();
  if (opts.seed) await seedDemo(handle.db);
  const distDir = opts.distDir ?? (opts.spa ? `${ROOT}dist` : undefined);
  const { app, io } = await buildApp({
    config,
    db: handle.db,
    spa: distDir ? { kind: 'dist', distDir } : { kind: 'none' },
    ...(opts.now ? { now: opts.now } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    origin,
    url: origin + config.prefix,
    db: handle.db,
    app,
    io,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
