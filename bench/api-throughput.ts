/**
 * Requests per second of the API's hot path against a bare Fastify hello route, same run, same
 * machine: the real server (server/main.ts, NODE_ENV=production) on PostgreSQL when reachable
 * (else on an embedded PGlite, noted), the demo data, the demo customer signed in, autocannon with
 * 50 connections. Figures: authenticated GET /notifications (its first page, as the notification
 * centre asks for it) ÷ bare, its p99 at half the rate it
 * reached (requests at an even pace, bench/paced-load.ts), GET /login_check (signed in) ÷ bare. Part of `npm run bench` (bench/run.ts);
 * `API_BENCH_SECONDS` sets the length of each run (default 10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  HOST_COOKIE_PREFIX,
  NOTIFICATION_PAGE_SIZE,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  SESSION_COOKIE,
} from '../contract';
import { openDb } from '../server/db/db';
import { DEMO_USERS } from '../server/seed/demo/users';
import { seedDemo } from '../server/seed/seed';
import {
  createPostgresDatabase,
  postgresReachable,
  PRODUCTION_ENV,
  startServerProcess,
  TestBrowser,
  type ServerProcess,
} from '../server/testing';
import type { Figure } from './figure';
import { pacedLoad } from './paced-load';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

/** A database with the demo data for a server in production mode: its env, a note, and drop(). */
export async function demoDatabase(): Promise<{
  env: Record<string, string>;
  note: string;
  drop(): Promise<void>;
}> {
  if (await postgresReachable()) {
    const database = await createPostgresDatabase('claims_bench');
    const handle = await openDb({ databaseUrl: database.url, dataDir: 'memory://' });
    await handle.migrate();
    await seedDemo(handle.db);
    await handle.close();
    return { env: { DATABASE_URL: database.url }, note: 'PostgreSQL', drop: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'claims-bench-'));
  const handle = await openDb({ dataDir });
  await handle.migrate();
  await seedDemo(handle.db);
  await handle.close();
  return {
    env: { DATA_DIR: dataDir },
    note: 'PGlite: PostgreSQL was not reachable',
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Signs the demo customer in; the headers the SPA sends with its session (cookies, CSRF, XHR). */
export async function signedInHeaders(origin: string): Promise<Record<string, string>> {
  const browser = new TestBrowser(origin);
  const csrfCookie = `${HOST_COOKIE_PREFIX}${CSRF_COOKIE}`;
  await browser.get('/login_check');
  const { email, password } = DEMO_USERS.demo;
  const login = await browser.post(
    '/login',
    { email, password },
    { headers: { [CSRF_HEADER]: browser.cookie(csrfCookie) ?? '' } },
  );
  const sid = browser.cookie(`${HOST_COOKIE_PREFIX}${SESSION_COOKIE}`);
  if (login.status !== 200 || !sid) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  return {
    cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    accept: 'application/json',
    [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
  };
}

type Load = { rps: number; p99: number; errors: number };

/** As many requests as the server answers, from 50 connections (closed loop: the maximum rate). */
async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const opts = { url, headers, connections: CONNECTIONS };
  await autocannon({ ...opts, duration: WARM_UP_SECONDS });
  const r = await autocannon({ ...opts, duration: SECONDS });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const stop = async (p: ServerProcess | undefined) => {
  if (!p) return;
  p.kill('SIGTERM');
  await p.exited;
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function measureApiThroughput(): Promise<Figure[]> {
  const database = await demoDatabase();
  let server: ServerProcess | undefined;
  let bare: ServerProcess | undefined;
  try {
    // LOG_LEVEL as in production (its default there); HOST: this machine only.
    server = await startServerProcess({
      ...PRODUCTION_ENV,
      ...database.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    bare = await startServerProcess({}, ['bench/bare-fastify.ts']);
    const headers = await signedInHeaders(server.origin);
    // What the notification centre asks for: the first page.
    const url = `${server.origin}/notifications?limit=${NOTIFICATION_PAGE_SIZE}`;
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`GET /notifications answered ${check.status}`);

    const baseline = await load(`${bare.origin}/hello`);
    const notifications = await load(url, headers);
    const loginCheck = await load(`${server.origin}/login_check`, headers);
    const half = Math.max(1, Math.round(notifications.rps / 2));
    await pacedLoad(url, headers, half, WARM_UP_SECONDS, CONNECTIONS);
    const halfRate = await pacedLoad(url, headers, half, SECONDS, CONNECTIONS);
    const failed = [notifications, loginCheck, halfRate].reduce((n, l) => n + l.errors, 0);
    if (failed > 0) throw new Error(`${failed} requests failed or did not answer 200`);

    const setting = `${CONNECTIONS} connections, ${SECONDS} s, ${database.note}, bare ${Math.round(baseline.rps)} rps`;
    return [
      {
        key: 'notificationsRpsPerBare',
        label: 'GET /notifications rps ÷ bare Fastify',
        value: round(notifications.rps / baseline.rps, 3),
        unit: '',
        better: 'higher',
        detail: `${Math.round(notifications.rps)} rps, p99 ${notifications.p99} ms; ${setting}`,
      },
      {
        key: 'notificationsP99HalfRateMs',
        label: 'GET /notifications p99 at half that rate',
        value: halfRate.p99,
        unit: 'ms',
        better: 'lower',
        detail: `${half} rps offered at an even pace, ${Math.round(halfRate.rps)} rps answered`,
      },
      {
        key: 'loginCheckRpsPerBare',
        label: 'GET /login_check rps ÷ bare Fastify',
        value: round(loginCheck.rps / baseline.rps, 3),
        unit: '',
        better: 'higher',
        detail: `${Math.round(loginCheck.rps)} rps signed in, p99 ${loginCheck.p99} ms`,
      },
    ];
  } finally {
    await stop(server);
    await stop(bare);
    await database.drop();
  }
}
