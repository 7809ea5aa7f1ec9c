import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { ZodTypeAny } from 'zod';
import {
  contract,
  CSRF_COOKIE,
  CSRF_HEADER,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type Access,
  type RouteMetadata,
} from '../../contract';
import type { Db } from '../../server/db/db';
import { createClaim, createNotification, createUser } from '../../server/seed/builders';
import * as schema from '../../server/db/schema';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { addTemplate } from '../../server/domain/templates';
import { startTestServer, type TestServer } from '../../server/testing';

/** One contract route with its dotted name (`claimTransfer.get`). */
export type NamedRoute = { name: string; route: AppRoute; access: Access };

/** Every route of the contract, in declaration order: a route added later is picked up here. */
export function contractRoutes(router: AppRouter = contract, at: string[] = []): NamedRoute[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = [...at, key];
    if (!isAppRoute(value)) return contractRoutes(value as AppRouter, name);
    const access = (value.metadata as RouteMetadata).access;
    return [{ name: name.join('.'), route: value, access }];
  });
}

/** The zod schema of a route part, or undefined (`c.noBody()`, none). */
export const zodOf = (part: unknown): ZodTypeAny | undefined =>
  typeof part === 'object' && part !== null && 'safeParse' in part ? (part as ZodTypeAny) : undefined;

/** encodeURIComponent that sends a lone surrogate as its (invalid) UTF-8 bytes instead of throwing. */
export const encode = (text: string) =>
  [...text]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        const c = ch.charCodeAt(0);
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');

/** `/claim_transfer/:claim_id` with `{claim_id: '7'}` → `/claim_transfer/7` (each value URL-encoded). */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, k: string) => encode(params[k] ?? ''));

/** The server under test: the seeded demo data, mails only queued (no worker writes after an answer). */
export async function startWorld(): Promise<TestServer> {
  return startTestServer({ seed: true, mailWorker: 'manual', rateLimitScale: 1 });
}

export type Answer = { status: number; json: unknown; text: string; headers: Record<string, unknown> };

let clientCounter = 0;

/**
 * A browser-like client over `app.inject` (in process, no socket): keeps cookies, sends the
 * headers the SPA sends and the CSRF token. Each request comes from a fresh documentation-range
 * address (RFC 5737), so per-client limits do not stop the fuzz before validation.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(readonly server: TestServer) {}

  async send(
    method: string,
    path: string,
    opts: { body?: unknown; raw?: string | Buffer; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      accept: 'application/json',
    };
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (opts.csrf !== false && csrf) headers[CSRF_HEADER] = csrf;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload = opts.raw;
    if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, opts.headers);
    const n = ++clientCounter;
    const res = await this.server.app.inject({
      method: method as 'GET',
      url: `${new URL(this.server.url).pathname.replace(/\/$/, '')}${path}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      remoteAddress: `198.51.${(n >> 8) % 100}.${n % 256}`,
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const type = String(res.headers['content-type'] ?? '');
    const json: unknown = res.body && type.includes('json') ? JSON.parse(res.body) : undefined;
    return { status: res.statusCode, json, text: res.body, headers: res.headers };
  }

  get = (path: string) => this.send('GET', path);
  post = (path: string, body?: unknown) => this.send('POST', path, body === undefined ? {} : { body });
}

export type Principal = {
  kind: 'anonymous' | 'customer' | 'admin';
  client: Client;
  userId?: number;
  email?: string;
  /** A customer's own claims, notifications and template. */
  things?: Awaited<ReturnType<typeof ownThings>>;
};

let accountCounter = 0;
export const PASSWORD = 'Fuzz1234x';
let passwordHash: Promise<string> | undefined;

export async function anonymous(server: TestServer): Promise<Principal> {
  const client = new Client(server);
  await client.get('/login_check'); // the anonymous CSRF token
  return { kind: 'anonymous', client };
}

/** A fresh account, signed in: customers own claims, notifications and templates of their own. */
export async function signedIn(server: TestServer, kind: 'customer' | 'admin'): Promise<Principal> {
  const email = `${kind}-${++accountCounter}-${Date.now().toString(36)}@fuzz.example`;
  // One argon2 hash for every account (each one costs tens of milliseconds).
  passwordHash ??= hashPassword(PASSWORD);
  const user = await createUser(server.db, {
    email,
    first_name: 'Fuzz',
    last_name: kind,
    admin: kind === 'admin',
  });
  await server.db
    .update(users)
    .set({ passwordHash: await passwordHash })
    .where(eq(users.id, user.id));
  const things = kind === 'customer' ? await ownThings(server.db, user.id, email) : undefined;
  const client = new Client(server);
  await client.get('/login_check');
  const res = await client.post('/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return { kind, client, userId: user.id, email, ...(things ? { things } : {}) };
}

/** A claim of each scope (one closed), two notifications and a template for `userId`. */
export async function ownThings(db: Db, userId: number, email: string) {
  const passengers = [{ first_name: 'Fuzz', last_name: 'Owner', email }];
  const claims = [
    await createClaim(db, { user_id: userId, scope: 'fairplane', passengers }),
    await createClaim(db, { user_id: userId, scope: 'ticket_refund', amount: 12_000, passengers }),
    await createClaim(db, {
      user_id: userId,
      scope: 'luggage_refund',
      policy_number: 'P-1',
      history: [
        { status: 'submitted', at: '2026-01-01T00:00:00.000Z' },
        { status: 'paid_out', at: '2026-02-01T00:00:00.000Z' },
      ],
      passengers,
    }),
  ];
  const notifications = [
    await createNotification(db, { user_id: userId, priority: 'high', subject: 'Fuzz' }),
    await createNotification(db, { user_id: userId, priority: 'low', subject: 'Fuzz read', read_at: null }),
  ];
  const template = await addTemplate(db, userId, {
    kind: 'passenger',
    first_name: 'Fuzz',
    last_name: 'Template',
    email: null,
  });
  return { claims, notifications, template };
}

/**
 * Tables that record attempts by design, so a refused request may write them: rate-limit
 * counters, failed sign-ins (lock-out), the security audit log. Left out of the checksum.
 */
export const ATTEMPT_TABLES = ['rate_limits', 'login_lockouts', 'audit_log'];
/**
 * Columns that move without a change of state: a session's last-seen time (every request),
 * a one-time token's wrong tries (a wrong two-factor code counts by design), the mail queue's
 * delivery bookkeeping.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at'],
  auth_tokens: ['attempts'],
  outbox: ['sent_at', 'attempts', 'next_attempt_at', 'last_error'],
};

const dataTables = () =>
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => getTableName(t))
    .filter((name) => !ATTEMPT_TABLES.includes(name))
    .sort();

/**
 * One md5 per data table (every table of the schema but ATTEMPT_TABLES, without VOLATILE_COLUMNS;
 * a table added later counts automatically). Outbox decoys (empty recipient) are left out: they
 * stand in for mails to unknown addresses so those answers look alike.
 */
async function dbChecksum(db: Db): Promise<Record<string, string>> {
  const parts = dataTables().map((name) => {
    const row = (VOLATILE_COLUMNS[name] ?? []).reduce((expr, col) => `${expr} - '${col}'`, 'to_jsonb(t)');
    const where = name === 'outbox' ? `where t.recipient <> ''` : '';
    return `select '${name}' as name, md5(coalesce(string_agg((${row})::text, '|' order by (${row})::text), '')) as sum from "${name}" t ${where}`;
  });
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; sum: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.name, r.sum]));
}

/**
 * Where PostgreSQL will number its next transaction: a transaction that writes takes a number, a
 * read-only one does not. Equal marks mean nothing was written in between.
 */
async function writeMark(db: Db): Promise<string> {
  const result = (await db.execute(
    sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as mark'),
  )) as unknown as { rows: { mark: string }[] };
  return result.rows[0]!.mark;
}

/**
 * Watches the data tables (`dbChecksum`): `changed()` names the tables whose content changed since
 * the last call. The checksums are computed again only when a transaction wrote something in
 * between (most refusals write nothing), so every request can be checked.
 */
export async function watchData(db: Db): Promise<{ changed: () => Promise<string[]> }> {
  let mark = await writeMark(db);
  let sums = await dbChecksum(db);
  return {
    async changed() {
      const now = await writeMark(db);
      if (now === mark) return [];
      const after = await dbChecksum(db);
      const changed = changedKeys(sums, after);
      [mark, sums] = [now, after];
      return changed;
    },
  };
}

/** What the principal's API shows of the state (read as a customer or admin; `{}` when anonymous). */
export async function apiSnapshot(p: Principal): Promise<Record<string, unknown>> {
  const reads =
    p.kind === 'anonymous'
      ? ['/settings']
      : ['/login_check', '/notifications', '/claim_transfer', '/templates', '/settings', '/menu'];
  const out: Record<string, unknown> = {};
  for (const path of reads) {
    const res = await p.client.get(path);
    out[path] = { status: res.status, json: res.json };
  }
  return out;
}

/** The keys whose values differ between two records. */
export const changedKeys = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
