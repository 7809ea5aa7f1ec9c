import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Notification } from '../../contract';
import { listeningOn, loadConfig } from '../config';
import type { AppContext } from '../context';
import { openDb, type Db } from '../db/db';
import { openFreshPglite } from './databases';
import { seedDemo } from '../seed/seed';
import { pushNotification, type NewNotice } from '../domain/notifications';
import { buildApp } from '../http/app';
import type { MailWorker } from '../mail/worker';

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
  /** Multiplies every rate limit (default 1: production limits); suites that sign in hundreds of times relax them. */
  rateLimitScale?: number;
  /** Rate-limit keys in Redis (default: random, so test runs sharing one Redis do not meet); instances sharing limits share it. */
  rateLimitNamespace?: string;
  /** SMTP_URL: mails go out over SMTP. */
  smtpUrl?: string;
  /** `manual`: mails are delivered only on mailWorker.drain(). */
  mailWorker?: 'auto' | 'manual';
  /**
   * The host name of `origin` and of the public URL (default 127.0.0.1). Passkey tests use
   * `localhost`: WebAuthn refuses an IP address as relying-party id.
   */
  publicHost?: string;
};

export type TestServer = {
  /** http://127.0.0.1:PORT (or the publicHost asked for) */
  origin: string;
  /** origin + prefix */
  url: string;
  db: Db;
  app: FastifyInstance;
  /** socket.io; every signed-in socket is in the room `user:<id>`. */
  io: SocketServer;
  /** The mail delivery worker (drain() delivers every queued mail). */
  mailWorker: MailWorker;
  /** The app's context (database, configuration, clock, realtime push, mail kick), for domain calls. */
  ctx: AppContext;
  /** Stores a notification for a user and pushes it through this instance's socket.io (live sessions only). */
  notify(userId: number, n: NewNotice): Promise<Notification>;
  /** Ends expired sessions at the test clock and disconnects their sockets (the app does it every minute). */
  sweepSessions(): Promise<void>;
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
    SMTP_URL: opts.smtpUrl,
  };
  const config = loadConfig(env);
  const handle = opts.databaseUrl
    ? await openDb({ dataDir: 'memory://', databaseUrl: opts.databaseUrl })
    : await openFreshPglite({ seeded: opts.seed });
  await handle.migrate();
  if (opts.seed && opts.databaseUrl) await seedDemo(handle.db);
  const distDir = opts.distDir ?? (opts.spa ? `${ROOT}dist` : undefined);
  const { app, io, mailWorker, ctx, sweepSessions } = await buildApp({
    config,
    db: handle.db,
    spa: distDir ? { kind: 'dist', distDir } : { kind: 'none' },
    ...(opts.now ? { now: opts.now } : {}),
    rateLimits: {
      scale: opts.rateLimitScale ?? 1,
      namespace: opts.rateLimitNamespace ?? `test-${randomUUID()}`,
    },
    ...(opts.mailWorker ? { mailWorker: opts.mailWorker } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  // Mailed links go to this server (the browser tests follow them), on the address it listens on.
  const host = opts.publicHost ?? '127.0.0.1';
  listeningOn(config, env, port, host);
  const origin = `http://${host}:${port}`;
  return {
    origin,
    url: origin + config.prefix,
    db: handle.db,
    app,
    io,
    mailWorker,
    ctx,
    notify: (userId, n) => pushNotification(ctx, userId, n),
    sweepSessions,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
