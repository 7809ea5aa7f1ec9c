import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, MessageCode, ValidationErrorBody } from '../../contract';
import type { TestServer } from '../../server/testing';
import { FUZZ_REGRESSIONS } from './fuzz-regressions';
import { multipartRequests } from './fuzz-multipart';
import { requestsFor, type FuzzRequest } from './fuzz-requests';
import {
  anonymous,
  apiSnapshot,
  changedKeys,
  contractRoutes,
  fillPath,
  signedIn,
  startWorld,
  watchData,
  type Answer,
  type NamedRoute,
  type Principal,
} from './harness';

/**
 * Contract-driven fuzzing: every route of the contract gets FUZZ_RUNS requests (40 by
 * default, 1,000 with `npm run test:fuzz`) built from its zod schemas, most of them malformed, sent
 * in process to the real app on the seeded database as the principal its access asks for. Every
 * answer is below 500 and one the route documents (or a transport error any route may give);
 * every 4xx writes nothing (data tables checksummed after each request, the principal's API view
 * compared before and after each run of refusals). The multipart upload also gets FUZZ_RUNS
 * generated forms on the principal's own claim (tests/security/fuzz-multipart.ts), so its parser
 * and file checks, not only its 404, meet broken framing, odd parts and hostile bytes. FUZZ_SEED
 * replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_512);

/** Transport answers any route may give: malformed JSON, a body over the limit, a path parameter over 100 characters, a non-JSON body. */
const TRANSPORT = [400, 413, 414, 415];

/** A stable per-route seed, so adding a route does not change the others' requests. */
const seedOf = (name: string) => [...name].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

let server: TestServer;
beforeAll(async () => {
  server = await startWorld();
  console.info(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
});
afterAll(() => server?.close());

type RouteReport = { requests: number; statuses: Record<number, number>; problems: string[] };
const reports = new Map<string, RouteReport>();
afterAll(() => {
  for (const [name, r] of reports) {
    const hist = Object.entries(r.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.info(`fuzz ${name.padEnd(32)} ${String(r.requests).padStart(5)} requests  ${hist}`);
  }
});

async function principalFor(access: NamedRoute['access']): Promise<Principal> {
  if (access === 'public') return anonymous(server);
  return signedIn(server, access === 'admin' ? 'admin' : 'customer');
}

/** Sends one request as `p`. */
const send = (p: Principal, req: FuzzRequest): Promise<Answer> =>
  p.client.send(req.method, req.path, {
    ...(req.body !== undefined ? { body: req.body } : {}),
    ...(req.raw !== undefined ? { raw: req.raw } : {}),
    ...(req.headers ? { headers: req.headers } : {}),
  });

/** Why the answer breaks the rules, or null. */
function problemWith(named: NamedRoute, req: FuzzRequest, res: Answer): string | null {
  const documented = Object.keys(named.route.responses).map(Number);
  const allowed = new Set([
    ...documented,
    ...TRANSPORT,
    ...(req.emptyParam ? [404] : []), // no route matches an empty path segment
    ...(req.kind === 'stranger' ? [401, 403] : []),
  ]);
  if (res.status >= 500) return `answered ${res.status}`;
  if (!allowed.has(res.status)) return `answered ${res.status}, not documented (${[...allowed].join(', ')})`;
  if (req.kind === 'stranger' && res.status !== expectStranger(named)) return `a stranger got ${res.status}`;
  if (res.headers['x-content-type-options'] !== 'nosniff' || !res.headers['content-security-policy'])
    return `${res.status} without the security headers`;
  if (!String(res.headers['content-type']).startsWith(fileType(named, res.status) ?? 'application/json'))
    return `${res.status} answered ${String(res.headers['content-type'])}`;
  if (res.status >= 400) {
    const body = res.status === 422 ? ValidationErrorBody.safeParse(res.json) : ErrorBody.safeParse(res.json);
    if (!body.success)
      return `${res.status} body is not the contract's error body: ${res.text.slice(0, 200)}`;
    if (!MessageCode.safeParse(body.data.message).success) return `unknown message code ${body.data.message}`;
  }
  return null;
}

/** The content type a route documents for a file answer (the data export's zip), else undefined: JSON. */
function fileType(named: NamedRoute, status: number): string | undefined {
  const documented = (named.route.responses as Record<number, unknown>)[status];
  const type = (documented as { contentType?: unknown } | undefined)?.contentType;
  return status < 300 && typeof type === 'string' && type !== 'application/octet-stream' ? type : undefined;
}

/** Strangers: anonymous on a session route answers 401; a customer on an admin route 403. */
const expectStranger = (named: NamedRoute) => (named.access === 'admin' ? 403 : 401);

const describeReq = (req: FuzzRequest) =>
  JSON.stringify({
    ...req,
    ...(Buffer.isBuffer(req.raw) ? { raw: req.raw.toString('latin1') } : {}),
    ...(req.raw && req.raw.length > 300 ? { raw: `${String(req.raw).slice(0, 100)}…` } : {}),
  }).slice(0, 1500);

/** Shared signed-in customers: the API observer of public routes, the stranger of admin routes. */
let sharedCustomer: Promise<Principal> | undefined;
const customer = () => (sharedCustomer ??= signedIn(server, 'customer'));

/**
 * Refusals are expected of malformed, raw and stranger requests: they go first, as one run whose
 * API view is compared before and after. Valid requests follow; one that succeeds and changes
 * the data starts a new run from the state it left (re-signing in if it cost the principal its
 * session or role). The data checksum is compared around every single refusal.
 */
async function fuzzRoute(named: NamedRoute): Promise<RouteReport> {
  const report: RouteReport = { requests: 0, statuses: {}, problems: [] };
  let principal = await principalFor(named.access);
  const stranger =
    named.access === 'public' ? null : named.access === 'admin' ? await customer() : await anonymous(server);
  // The API view of the state: the principal's own when signed in, else a customer's.
  let observer = principal.kind === 'anonymous' ? await customer() : principal;
  const regressions = (FUZZ_REGRESSIONS[named.name] ?? []).map((r) => ({
    kind: 'malformed' as const,
    method: named.route.method,
    ...r,
  }));
  const sampled = fc.sample(requestsFor(named, stranger !== null), {
    seed: seedOf(named.name),
    numRuns: RUNS,
  });
  // The multipart route's forms go to the principal's own open claim, so that the body is parsed.
  const ownClaim = principal.things?.claims[0]?.id;
  const forms =
    'contentType' in named.route &&
    named.route.contentType === 'multipart/form-data' &&
    ownClaim !== undefined
      ? fc.sample(multipartRequests(fillPath(named.route.path, { claim_id: String(ownClaim) })), {
          seed: seedOf(named.name),
          numRuns: RUNS,
        })
      : [];
  const ordered = [
    ...regressions,
    ...forms,
    ...sampled.filter((r) => r.kind !== 'valid'),
    ...sampled.filter((r) => r.kind === 'valid'),
  ];
  const data = await watchData(server.db);
  let runStart = await apiSnapshot(observer);
  let refusalsInRun = 0;

  const closeRun = async () => {
    const now = await apiSnapshot(observer);
    const changed = changedKeys(runStart, now);
    if (refusalsInRun > 0 && changed.length > 0)
      report.problems.push(
        `a run of ${refusalsInRun} refusals changed what the API shows: ${changed.join(', ')}`,
      );
    runStart = now;
    refusalsInRun = 0;
  };

  for (const [i, req] of ordered.entries()) {
    if (req.kind === 'valid' && ordered[i - 1]?.kind !== 'valid') await closeRun();
    const res = await send(req.kind === 'stranger' && stranger ? stranger : principal, req);
    report.requests += 1;
    report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
    const problem = problemWith(named, req, res);
    if (problem) report.problems.push(`${problem}: ${describeReq(req)}`);
    const changed = await data.changed();
    if (res.status >= 400) {
      refusalsInRun += 1;
      if (changed.length > 0)
        report.problems.push(`${res.status} wrote ${changed.join(', ')}: ${describeReq(req)}`);
    } else if (changed.length > 0) {
      const me = (await principal.client.get('/login_check')).json as {
        user?: { id: number };
        viewing_as?: unknown;
      } | null;
      if (principal.kind !== 'anonymous' && (me?.user?.id !== principal.userId || me?.viewing_as)) {
        principal = await principalFor(named.access);
        if (observer.kind === principal.kind) observer = principal;
        await data.changed(); // the sign-in's own writes
      }
      runStart = await apiSnapshot(observer);
      refusalsInRun = 0;
    }
  }
  await closeRun();
  return report;
}

describe('contract-driven fuzzing: every route, malformed input answers a documented 4xx and writes nothing', () => {
  for (const named of contractRoutes()) {
    it(
      `${named.name} (${named.route.method} ${named.route.path})`,
      { timeout: 60_000 + RUNS * 500 },
      async () => {
        const report = await fuzzRoute(named);
        reports.set(named.name, report);
        expect(report.problems).toEqual([]);
      },
    );
  }
});
