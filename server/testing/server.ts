import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Notification } from '../../contract';
import { listeningOn, loadConfig } from '../config';
import { openDb, type Db } from '../db/db';
import { seedDemo } from '../db/seed';
import { pushNotification, type NewNotice } from '../domain/notifications';
import { buildApp } from '../http/app';

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
  /** PostgreSQL instead of in-memory PGlite (several instances may share it); close() leaves it. */
  databaseUrl?: string;
  /** socket.io fans out through this Redis (REDIS_URL). */
  redisUrl?: string;
  /** Shared by instances that must accept each other's anonymous CSRF tokens. */
  sessionSecret?: string;
  /** TRUST_PROXY (default: no proxy is trusted). */
  trustProxy?: string;
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
  /** Stores a notification for a user and pushes it through this instance's socket.io. */
  notify(userId: number, n: NewNotice): Promise<Notification>;
  close(): Promise<void>;
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Boots the real app on an ephemeral port with a fresh in-memory PGlite
 * (migrations applied). Used by server tests, pact provider verification,
 * path tests, e2e and benchmarks.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    PORTAL_PREFIX: opts.prefix ?? '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    REDIS_URL: opts.redisUrl,
    SESSION_SECRET: opts.sessionSecret,
    TRUST_PROXY: opts.trustProxy,
    DEV_MAILBOX: 'true',
  };
  const config = loadConfig(env);
  const handle = await openDb({ dataDir: 'memory://', databaseUrl: opts.databaseUrl });
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
  const port = (app.server.address() as AddressInfo).port;
  // Mailed links go to this server (the browser tests follow them), on the address it listens on.
  listeningOn(config, env, port, '127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: origin + config.prefix,
    db: handle.db,
    app,
    io,
    notify: (userId, n) =>
      pushNotification(
        {
          db: handle.db,
          config,
          now: opts.now ?? (() => new Date()),
          push: (id, event, payload) => void io.to(`user:${id}`).emit(event, payload),
        },
        userId,
        n,
      ),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
