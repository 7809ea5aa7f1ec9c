/**
 * npm run test:load: two portal instances (server/main.ts, each its own process) on one PostgreSQL
 * and one Redis. LOAD_USERS customers (default 200) sign in on alternating instances, open a
 * socket and read their claims for LOAD_SECONDS (default 60) while a third instance of the app
 * writes notifications for them (fanned out through Redis). Meanwhile one client's failed
 * sign-ins alternate between the instances: the per-client limit must hold in total.
 * Prints the answers per status, p50/p99 latency, notifications sent/delivered/duplicated/missed
 * and the rate-limit result; exits 1 on any error answer, lost or doubled notification, or a
 * limit counted per instance.
 */
import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { LOGIN_FAILURES_PER_CLIENT } from '../../server/auth/rate-limit';
import { openDb } from '../../server/db/db';
import { createClaim, createUser } from '../../server/seed/builders';
import { users } from '../../server/db/schema';
import { seedPortal } from '../../server/seed/seed';
import {
  AddressedBrowser,
  createPostgresDatabase,
  findWidgetId,
  startServerProcess,
  startTestServer,
  TEST_REDIS_URL,
  twoInstancesUnavailable,
  watchSocket,
  type ServerProcess,
  type WatchedSocket,
} from '../../server/testing';
import { Stats } from './stats';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = Number(process.env.LOAD_USERS ?? 200);
/** A customer's pause between two reads of their claims. */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
/** Notifications written per second (spread over the customers). */
const NOTIFY_PER_SECOND = Number(process.env.LOAD_NOTIFY_PER_SECOND ?? 10);
const PASSWORD = 'Load-test-pass-42';

const unavailable = await twoInstancesUnavailable();
if (unavailable) {
  console.error(`test:load needs ${unavailable}.`);
  process.exit(1);
}

const run = randomBytes(3).toString('hex');
// Client addresses of this run (the limits of an earlier run in the same window stay apart).
const clientNet = (randomBytes(1)[0]! % 254) + 1;
const clientIp = (i: number) => `10.${clientNet}.${i >> 8}.${i & 255}`;
const randomLimitedIp = () => {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `172.${16 + (a % 16)}.${b}.${c}`;
};
type LimitResult = { attempts: number; refused: number; limited: number; max: number; shared: boolean };

const database = await createPostgresDatabase('claims_load');
const processes: ServerProcess[] = [];
const sockets: WatchedSocket[] = [];
let notifier: Awaited<ReturnType<typeof startTestServer>> | undefined;
let failed = false;
try {
  console.info(`Seeding ${USERS} customers with claims…`);
  const seed = await openDb({ databaseUrl: database.url, dataDir: 'memory://' });
  await seed.migrate();
  await seedPortal(seed.db);
  const first = await createUser(seed.db, { email: `load-${run}-0@example.com`, password: PASSWORD });
  const ids: number[] = [first.id];
  for (let i = 1; i < USERS; i++)
    ids.push((await createUser(seed.db, { email: `load-${run}-${i}@example.com` })).id);
  // One password hash for all (hashing 200 times would only slow the seeding down).
  await seed.db
    .update(users)
    .set({ passwordHash: first.passwordHash })
    .where(like(users.email, `load-${run}-%`));
  for (const id of ids) for (let c = 0; c < 2; c++) await createClaim(seed.db, { user_id: id });
  await seed.close();

  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'loopback',
  };
  processes.push(await startServerProcess(env), await startServerProcess(env));
  const origins = processes.map((p) => p.origin);
  // The writer of the notifications: a third instance of the app on the same data and Redis.
  notifier = await startTestServer({ databaseUrl: database.url, redisUrl: TEST_REDIS_URL });
  console.info(`Instances: ${origins.join(', ')}; ${USERS} customers for ${SECONDS} s.`);

  const stats = new Stats();
  const deadline = Date.now() + SECONDS * 1000;
  const probe = new AddressedBrowser(origins[0]!, clientIp(USERS));
  await probe.login(`load-${run}-0@example.com`, PASSWORD);
  const listWidget = await findWidgetId(probe, 'active_contracts', 'claim-list');

  /** Per customer: connected socket and the ids of the notifications sent to them. */
  const connected: (WatchedSocket | undefined)[] = Array.from({ length: USERS });
  const sent = new Map<number, number>(); // notification id → customer
  let disconnects = 0;

  const customer = async (i: number) => {
    // Ramp up over the first 5 seconds.
    await new Promise((r) => setTimeout(r, (i * 5000) / USERS));
    const b = new AddressedBrowser(origins[i % 2]!, clientIp(i));
    if (!(await stats.time('sign-in csrf', () => b.get('/login_check')))) return;
    const login = await stats.time('sign-in', () =>
      b.post('/login', { email: `load-${run}-${i}@example.com`, password: PASSWORD }),
    );
    if (login?.status !== 200) return;
    try {
      const s = await watchSocket(origins[i % 2]!, b.cookie('sid') ?? '');
      sockets.push(s);
      connected[i] = s;
      void s.gone.then((reason) => {
        if (Date.now() < deadline) {
          disconnects++;
          stats.error(`socket of customer ${i} ended: ${reason}`);
        }
      });
    } catch (e) {
      stats.count('socket connect_error');
      stats.error(`socket of customer ${i}: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    while (Date.now() < deadline) {
      const read = await stats.time('read claims', () => b.post(`/widgets/data/${listWidget}`, {}));
      const claims = (read?.json as { data?: { claims?: unknown[] } } | undefined)?.data?.claims;
      if (read?.status === 200 && claims?.length !== 2)
        stats.error(`customer ${i} read ${claims?.length} claims`);
      await new Promise((r) => setTimeout(r, THINK_MS));
    }
  };

  const writes: Promise<void>[] = [];
  const notify = async () => {
    let next = 0;
    const stopAt = deadline - 2000;
    while (Date.now() < stopAt) {
      const tick = Date.now();
      for (let k = 0; k < USERS && !connected[next % USERS]; k++) next++;
      const i = next++ % USERS;
      // At a steady rate, not one after the other: a slow write does not slow the next.
      if (connected[i])
        writes.push(
          notifier!
            .notify(ids[i]!, { priority: 'low', subject: `Load ${run}`, content: `for ${i}` })
            .then((n) => void sent.set(n.id, i)),
        );
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 / NOTIFY_PER_SECOND - (Date.now() - tick))));
    }
  };

  /**
   * Failed sign-ins of one client, alternating between the instances. The limit counts in fixed
   * windows: a run that crosses into the next window is repeated from another address.
   */
  const limitCheck = async (ip = randomLimitedIp()): Promise<LimitResult> => {
    const b = [new AddressedBrowser(origins[0]!, ip), new AddressedBrowser(origins[1]!, ip)];
    const { max, windowMs } = LOGIN_FAILURES_PER_CLIENT;
    const window = Math.floor(Date.now() / windowMs);
    const answers: number[] = [];
    for (let k = 0; k < max * 2; k++) {
      const res = await b[k % 2]!.login(`nobody-${run}-${k}@example.com`, 'wrong-password');
      answers.push(res.status);
    }
    if (Math.floor(Date.now() / windowMs) !== window) return limitCheck(randomLimitedIp());
    const refused = answers.filter((s) => s === 401).length;
    const limited = answers.filter((s) => s === 429).length;
    return { attempts: answers.length, refused, limited, max, shared: refused === max && limited === max };
  };

  const [, , limit] = await Promise.all([
    Promise.all(Array.from({ length: USERS }, (_, i) => customer(i))),
    notify(),
    limitCheck(),
  ]);
  await Promise.all(writes);

  // Deliveries still on their way: wait until every one arrived or 10 s passed.
  const delivered = () => sockets.reduce((n, s) => n + s.got.filter((g) => sent.has(g.id)).length, 0);
  const settle = Date.now() + 10_000;
  while (delivered() < sent.size && Date.now() < settle) await new Promise((r) => setTimeout(r, 100));

  let duplicated = 0;
  let missed = 0;
  let misrouted = 0;
  const counts = new Map<number, number>();
  connected.forEach((s, i) => {
    for (const g of s?.got ?? []) {
      counts.set(g.id, (counts.get(g.id) ?? 0) + 1);
      if (sent.get(g.id) !== i) misrouted++;
    }
  });
  for (const id of sent.keys()) {
    const c = counts.get(id) ?? 0;
    if (c === 0) missed++;
    if (c > 1) duplicated += c - 1;
  }
  const signedIn = connected.filter(Boolean).length;

  console.info(
    `\nLoad test: 2 instances, ${USERS} customers (${signedIn} signed in with a socket), ${SECONDS} s`,
  );
  console.info(`  requests ${stats.requests}; answers per status:`);
  for (const [k, v] of [...stats.statuses].sort()) console.info(`    ${k}: ${v}`);
  const ms = (what?: string) =>
    `p50 ${stats.percentile(50, what).toFixed(0)} ms, p99 ${stats.percentile(99, what).toFixed(0)} ms`;
  console.info(`  latency ${ms()} (${stats.kinds.map((k) => `${k}: ${ms(k)}`).join('; ')})`);
  console.info(
    `  notifications sent ${sent.size}, delivered ${sent.size - missed}, duplicated ${duplicated}, missed ${missed}, to the wrong customer ${misrouted}`,
  );
  console.info(
    `  rate limit (failed sign-ins of one client, alternating instances): ${limit.attempts} attempts, ${limit.refused} refused (401), ${limit.limited} limited (429); limit ${limit.max} ${limit.shared ? 'held in total: shared' : 'NOT shared'}`,
  );
  for (const e of stats.errors) console.info(`  ✘ ${e}`);
  failed =
    stats.errors.length > 0 ||
    disconnects > 0 ||
    missed > 0 ||
    duplicated > 0 ||
    misrouted > 0 ||
    signedIn < USERS ||
    !limit.shared;
  console.info(failed ? '\nFAILED' : '\nPASSED');
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  for (const s of sockets) s.socket.close();
  await notifier?.close();
  for (const p of processes) {
    p.kill('SIGTERM');
    await p.exited;
  }
  await database.drop();
}
process.exit(failed ? 1 : 0);
