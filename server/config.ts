import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { apiBase } from '../contract';

const Prefix = z
  .string()
  .regex(/^(\/[A-Za-z0-9._~-]+)*\/?$/, 'must be a path like /kunden (letters, digits, . _ ~ -)')
  .transform(apiBase);

const PublicOrigin = z
  .string()
  .url()
  .refine((v) => {
    const u = new URL(v);
    return /^https?:$/.test(u.protocol) && u.pathname === '/' && !u.search && !u.hash && !u.username;
  }, 'must be an http(s) origin like https://portal.example (PORTAL_PREFIX is added to it)')
  .transform((v) => new URL(v).origin);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddress = (entry: string) => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

const TrustProxy = z.string().transform((v, c): number | string[] => {
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  const list = v.split(',').map((s) => s.trim());
  if (list.every(proxyAddress)) return list;
  c.addIssue({
    code: z.ZodIssueCode.custom,
    message: `must be a hop count or a comma-separated list of addresses/CIDRs (or ${PROXY_NAMES.join(', ')})`,
  });
  return z.NEVER;
});

/** A percentage with at most two decimals, as basis points (25 → 2500, 19.5 → 1950). */
const Percent = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage like 25 or 19.5 (at most two decimals)')
    .transform((v) => Math.round(Number(v) * 100))
    .refine((bp) => bp <= max * 100, `must be at most ${max}`);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: 127.0.0.1 outside production, 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  PORTAL_PREFIX: Prefix.default(''),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** smtp://user:pass@host:port or smtps://…; without it mails go to the outbox table (development mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Claims portal <no-reply@portal.invalid>'),
  /** Origin of mailed links (e.g. https://portal.example.com); required in production. */
  PUBLIC_URL: PublicOrigin.optional(),
  /** Proxies whose X-Forwarded-* headers count: a hop count or addresses/CIDRs; default none. */
  TRUST_PROXY: TrustProxy.optional(),
  /** true: serve the development mailbox (loopback only; never in production). */
  DEV_MAILBOX: z.enum(['true', 'false']).default('false'),
  /** redis://host:port: socket.io fans out through Redis to every instance. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Where customers' reports about the airline are mailed; default outside production back-office@portal.invalid. */
  BACK_OFFICE_EMAIL: z.string().trim().email('must be an e-mail address').optional(),
  /** The service fee on compensation received, in percent (up to two decimals); VAT is added on top. */
  SERVICE_FEE_PERCENT: Percent(50).default('25'),
  /** The VAT rate on the service fee, in percent (up to two decimals). */
  VAT_PERCENT: Percent(50).default('19'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** '' or '/kunden' (no trailing slash). */
  prefix: string;
  /** Folder of the embedded database, or 'memory://'. */
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  logLevel: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Origin of mailed links (never taken from a request): PUBLIC_URL, outside production by default
   * http://localhost:PORT (see listeningOn).
   */
  publicUrl: string;
  /** Fastify's trustProxy: false (none), a hop count or addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Serve the development mailbox (loopback only). */
  devMailbox: boolean;
  /** Recipient of customers' reports about the airline; undefined: no mail (production without BACK_OFFICE_EMAIL). */
  backOfficeEmail: string | undefined;
  /** Settlement statements: the service fee and the VAT on it, in basis points (2500 = 25 %). */
  serviceFeeBasisPoints: number;
  vatBasisPoints: number;
};

export class ConfigError extends Error {}

/** Reads the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missing = [
    production && !e.SESSION_SECRET && '  SESSION_SECRET: required when NODE_ENV=production',
    production &&
      !e.PUBLIC_URL &&
      '  PUBLIC_URL: required when NODE_ENV=production (the origin of mailed links, e.g. https://portal.example)',
    production && e.DEV_MAILBOX === 'true' && '  DEV_MAILBOX: not allowed when NODE_ENV=production',
  ].filter((line) => typeof line === 'string');
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    prefix: e.PORTAL_PREFIX,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? devSecret(dataDir),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY ?? false,
    devMailbox: e.DEV_MAILBOX === 'true',
    backOfficeEmail: e.BACK_OFFICE_EMAIL ?? (production ? undefined : 'back-office@portal.invalid'),
    serviceFeeBasisPoints: e.SERVICE_FEE_PERCENT,
    vatBasisPoints: e.VAT_PERCENT,
  };
}

/**
 * Once the server listens: without PUBLIC_URL the mailed links point at the port it really got
 * (PORT=0 picks a free one) on `host` (default localhost). Changes `config` in place, as the app
 * already holds it.
 */
export function listeningOn(
  config: Config,
  env: Record<string, string | undefined>,
  port: number,
  host = 'localhost',
) {
  if (!env.PUBLIC_URL) config.publicUrl = `http://${host}:${port}`;
}

/** Outside production: a random secret kept in the data folder (per process for memory://). */
function devSecret(dataDir: string): string {
  if (dataDir === 'memory://') return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
