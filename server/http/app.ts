import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { contract } from '../../contract';
import { databaseLimitStore } from '../auth/rate-limit';
import { redisLimitStore } from '../auth/rate-limit-redis';
import { SessionCache } from '../auth/session-cache';
import { TOUCH_EVERY_MS } from '../auth/sessions';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/db';
import { registerEmbedMode } from '../embed/embed-mode';
import { registerMailbox } from '../mail/mailbox';
import { startMailWorker, type MailWorker } from '../mail/worker';
import { handlers } from '../routes';
import { registerLoginLink } from '../routes/login-link';
import { BODY_LIMIT, registerBodyParser } from './body-parser';
import { registerContract } from './contract-adapter';
import { registerMultipart } from './multipart';
import { databaseFileStorage } from '../storage/file-storage';
import { frameworkErrors, registerErrorHandling } from './errors';
import { registerHealth } from './health';
import { loggerOptions, RequestLog } from './request-log';
import { registerSecurityHeaders, securityHeaders } from './security-headers';
import { registerSessionHooks } from './session-hooks';
import { attachSocket, socketSessions } from './socket';
import { useRedisAdapter } from './socket-redis';
import { registerSpa, type SpaMode } from './spa';

export type BuildOptions = {
  config: Config;
  db: Db;
  spa: SpaMode;
  /** The clock; tests move it to cross lock-out and session limits. */
  now?: () => Date;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Rate limits: `scale` multiplies every limit (tests only; default 1), `namespace` keys a shared Redis. */
  rateLimits?: { scale?: number; namespace?: string };
  /** The mail delivery worker: `auto` (default) sends after each answer; `manual` only on drain(). */
  mailWorker?: 'auto' | 'manual';
};

export type App = {
  app: FastifyInstance;
  io: Server;
  mailWorker: MailWorker;
  /** The context the handlers get (its push reaches live sessions only). */
  ctx: AppContext;
  /** Ends expired sessions and disconnects their sockets (runs every minute; tests call it). */
  sweepSessions: () => Promise<void>;
};

/** TRUST_PROXY for Fastify: a hop count trusts that many hops nearest the server, whoever they are. */
const trustedProxies = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * The composition root: the one place that wires configuration, database, clock, hooks, the
 * contract's handlers, the SPA, the mailbox and socket.io into one Fastify instance (not yet
 * listening).
 */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const setSecurityHeaders = securityHeaders({
    dev: opts.spa.kind === 'vite',
    production: config.nodeEnv === 'production',
  });
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    // Above the contract's longest path parameter (200), so the contract's 422 decides, not a 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      return frameworkErrors(error, request, reply);
    },
  });
  const ctx: AppContext = {
    db: opts.db,
    config,
    now: opts.now ?? (() => new Date()),
    files: databaseFileStorage(opts.db),
    sessionCache: new SessionCache(TOUCH_EVERY_MS),
  };
  const limitStore = config.redisUrl
    ? await redisLimitStore(config.redisUrl, opts.rateLimits?.namespace ?? 'portal', (e) =>
        app.log.error({ err: e }, 'redis (rate limits)'),
      )
    : null;
  if (limitStore) app.addHook('onClose', () => limitStore.close());
  ctx.rateLimits = { store: limitStore ?? databaseLimitStore(opts.db), scale: opts.rateLimits?.scale ?? 1 };
  const mailWorker = startMailWorker(ctx, opts.mailWorker ?? 'auto', (e) =>
    app.log.error(e, 'mail delivery failed'),
  );
  ctx.mailQueued = mailWorker.kick;
  app.addHook('onClose', () => mailWorker.stop());

  registerErrorHandling(app);
  registerBodyParser(app);
  await registerMultipart(app, contract, config.prefix);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, setSecurityHeaders);
  registerEmbedMode(app, ctx); // before the session hooks: they set cookies the embed mode shapes
  registerSessionHooks(app, ctx);
  await registerSpa(app, opts.spa, config.prefix);
  registerContract(app, contract, handlers, {
    prefix: config.prefix,
    context: ctx,
    validateResponses: config.nodeEnv !== 'production',
  });
  registerHealth(app, ctx);
  registerMailbox(app, ctx);
  registerLoginLink(app, ctx);
  const io = attachSocket(app, ctx);
  if (config.redisUrl) await useRedisAdapter(app, io, config.redisUrl);
  const live = socketSessions(io, ctx, (e) => app.log.error({ err: e }, 'session cache fan-out'));
  ctx.push = live.push;
  ctx.disconnectSession = live.disconnectSession;
  ctx.userChanged = live.userChanged;
  const sweep = setInterval(() => live.sweep().catch((e) => app.log.error(e, 'session sweep')), 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return { app, io, mailWorker, ctx, sweepSessions: live.sweep };
}
