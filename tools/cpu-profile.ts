/**
 * Profiles the API's hot path: the production server (as bench/api-throughput.ts starts it) runs
 * under `node --cpu-prof` while autocannon sends authenticated requests (default GET
 * /notifications), then prints the functions with the most self time during the load (the last
 * `seconds` of the profile, not the start-up), and the same per package.
 * Run: npx tsx tools/cpu-profile.ts [path] [seconds]   (or: npx tsx tools/cpu-profile.ts file.cpuprofile [seconds])
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { demoDatabase, signedInHeaders } from '../bench/api-throughput';
import { PRODUCTION_ENV, startServerProcess } from '../server/testing';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number; startTime: number };

const TOP = 15;

/** Where a script lives: its package, or the project file. */
const owner = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node (core)';
  const own = /\/(server|contract|bench)\/.*$/.exec(url)?.[0];
  return own ? own.slice(1) : url || '(native)';
};

/** Prints the summary of a profile; `lastSeconds`: only its end (the load, not the start-up). */
export function summarise(file: string, lastSeconds = Infinity) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const from = profile.endTime - lastSeconds * 1e6;
  let at = profile.startTime;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const perOwner = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < from) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    total += dt;
    const where = owner(frame.url);
    const key = `${frame.functionName || '(anonymous)'}  ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    perOwner.set(where, (perOwner.get(where) ?? 0) + dt);
  });
  const print = (title: string, m: Map<string, number>) => {
    console.info(`\n${title}`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.info(
        `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
      );
  };
  print(`Top ${TOP} functions by self time (${(total / 1e6).toFixed(1)} s sampled)`, self);
  print(`Self time per package / file`, perOwner);
}

const [arg = '/notifications', seconds = '10'] = process.argv.slice(2);
if (arg.endsWith('.cpuprofile')) summarise(arg, Number(process.argv[3] ?? Infinity));
else {
  const dir = mkdtempSync(join(tmpdir(), 'claims-prof-'));
  const database = await demoDatabase();
  try {
    const server = await startServerProcess(
      {
        ...PRODUCTION_ENV,
        ...database.env,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'server/main.ts', '--api-only'],
    );
    const headers = await signedInHeaders(server.origin);
    const r = await autocannon({
      url: `${server.origin}${arg}`,
      headers,
      connections: 50,
      duration: Number(seconds),
    });
    console.info(
      `${arg}: ${Math.round(r.requests.average)} rps, p99 ${r.latency.p99} ms, ${r.non2xx} not 2xx`,
    );
    server.kill('SIGTERM');
    await server.exited;
  } finally {
    await database.drop();
  }
  // The main thread's (thread 0; workers write their own).
  const [file] = readdirSync(dir).filter((f) => /\.0\.\d+\.cpuprofile$/.test(f));
  if (!file) throw new Error(`no profile written to ${dir}`);
  console.info(`profile: ${join(dir, file)}`);
  summarise(join(dir, file), Number(seconds));
}
