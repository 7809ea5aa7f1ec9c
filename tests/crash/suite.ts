import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type DbHandle } from '../../server/db/db';
import { createUser } from '../../server/seed/builders';
import { seedPortal } from '../../server/seed/seed';
import {
  createPostgresDatabase,
  findWidgetId,
  startServerProcess,
  type ServerProcess,
} from '../../server/testing';
import { checkByApi, checkDatabase, judge, storedInDatabase, type Problem } from './checks';
import { Customer, Workload, type Recorded, type Widgets } from './workload';

/** Where the server under test keeps its data: the embedded PGlite folder or a PostgreSQL database. */
export type Target = {
  name: string;
  env: Record<string, string>;
  /** Opens the data in this process (PGlite: only while the server is down). */
  open(): Promise<DbHandle>;
  remove(): Promise<void>;
};

export function pgliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'claims-crash-'));
  return {
    name: 'PGlite data folder',
    env: { DATA_DIR: dir },
    open: () => openDb({ dataDir: dir }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(): Promise<Target> {
  const database = await createPostgresDatabase('claims_crash');
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('base64url') },
    open: () => openDb({ databaseUrl: database.url, dataDir: 'memory://' }),
    remove: () => database.drop(),
  };
}

export type CrashReport = {
  target: string;
  cycles: number;
  acknowledged: number;
  found: number;
  lost: number;
  halfWritten: number;
  inFlightAtKill: number;
  unacknowledged: { complete: number; absent: number };
  problems: string[];
};

const PASSWORD = 'Crash-test-pass-42';
const WORKERS = 6;
/** The kill comes after this many acknowledged writes in cycle n (deterministic, varied). */
const killAfter = (n: number) => 8 + ((n * 5) % 7);

async function widgetIds(c: Customer): Promise<Widgets> {
  return {
    create: await findWidgetId(c, 'new_contract', 'create-claim'),
    card: await findWidgetId(c, 'contract', 'card'),
    list: await findWidgetId(c, 'active_contracts', 'claim-list'),
  };
}

/**
 * Writes against the real server (server/main.ts in a child process), kills it with SIGKILL
 * after a fixed number of acknowledged writes while others are in flight, restarts it on the
 * same data and checks every write: through the API after each restart, and in the database
 * at the end.
 */
export async function crashCycles(target: Target, cycles: number): Promise<CrashReport> {
  const accounts = Math.ceil((cycles * 6) / Workload.TRANSFERS_PER_ACCOUNT) + 2;
  const seed = await target.open();
  await seed.migrate();
  await seedPortal(seed.db);
  for (let i = 0; i < accounts; i++)
    await createUser(seed.db, { email: `crash${i}@example.com`, password: PASSWORD });
  await seed.close();

  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DEV_MAILBOX: 'true',
    TRUST_PROXY: 'loopback',
    ...target.env,
  };
  let server: ServerProcess = await startServerProcess(env);
  env.PORT = new URL(server.origin).port; // restarts keep the port, so the clients keep their cookies
  const report: CrashReport = {
    target: target.name,
    cycles,
    acknowledged: 0,
    found: 0,
    lost: 0,
    halfWritten: 0,
    inFlightAtKill: 0,
    unacknowledged: { complete: 0, absent: 0 },
    problems: [],
  };
  const fail = (p: Problem) => {
    if (p.found === 'half') report.halfWritten++;
    report.problems.push(
      `${p.write}: ${p.acked ? 'acknowledged' : 'unacknowledged'}, ${p.found} (${p.detail})`,
    );
  };
  try {
    const customers = Array.from(
      { length: accounts },
      (_, i) => new Customer(server.origin, `crash${i}@example.com`, `10.77.${i >> 8}.${i & 255}`),
    );
    for (const c of customers) {
      await c.send('GET', '/login_check');
      const login = await c.send('POST', '/login', { email: c.email, password: PASSWORD });
      if (login.status !== 200) throw new Error(`sign-in of ${c.email}: ${login.status} ${login.text}`);
    }
    const widgets = await widgetIds(customers[0]!);
    const ctx = { widgets, origin: server.origin };
    const work = new Workload(customers, widgets, () => server.origin, randomBytes(3).toString('hex'));

    for (let n = 1; n <= cycles; n++) {
      const running = server;
      const { inFlightAtKill } = await work.cycle(n, WORKERS, killAfter(n), () => running.kill('SIGKILL'));
      report.inFlightAtKill += inFlightAtKill;
      if ((await running.exited) !== null)
        throw new Error(`the server ended by itself:\n${running.output()}`);
      server = await startServerProcess(env);
      for (const r of work.log.filter((x) => x.cycle === n)) {
        const { found, detail } = await checkByApi(r, ctx);
        if (!r.acked && found !== 'half')
          report.unacknowledged[found === 'complete' ? 'complete' : 'absent']++;
        if (!r.acked && found === 'absent' && r.write.kind === 'accept') work.retryPending(r.write.transfer);
        const problem = judge(r, found, detail);
        if (problem) fail(problem);
      }
    }
    // Every acknowledged write of every cycle, once more after the last restart.
    const acked = work.log.filter((r) => r.acked);
    report.acknowledged = acked.length;
    const apiFound = new Set<Recorded>();
    for (const r of acked) {
      const { found, detail } = await checkByApi(r, ctx);
      if (found === 'complete') apiFound.add(r);
      else if (found === 'half') fail({ write: `${r.write.kind} (final)`, acked: true, found, detail });
    }
    server.kill('SIGTERM');
    await server.exited;
    const db = await target.open();
    try {
      for (const p of await checkDatabase(db.db)) {
        report.halfWritten++;
        report.problems.push(`database: ${p}`);
      }
      for (const r of acked) if (apiFound.has(r) && (await storedInDatabase(db.db, r))) report.found++;
    } finally {
      await db.close();
    }
    report.lost = report.acknowledged - report.found;
    return report;
  } finally {
    server.kill('SIGKILL');
    await server.exited;
  }
}

export function printReport(r: CrashReport) {
  console.info(
    [
      `crash suite, ${r.target}: ${r.cycles} cycles (SIGKILL, restart on the same data)`,
      `  acknowledged writes ${r.acknowledged}, found ${r.found}, lost ${r.lost}, half-written ${r.halfWritten}`,
      `  writes in flight at the kills ${r.inFlightAtKill}; unacknowledged found whole ${r.unacknowledged.complete}, absent ${r.unacknowledged.absent}`,
      ...r.problems.map((p) => `  ✘ ${p}`),
    ].join('\n'),
  );
}
