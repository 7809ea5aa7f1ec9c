import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONSUMER, PACT_DIR, pactFiles } from './config';

/**
 * `npm run pact:publish`: publishes the committed pacts (pact/pacts/*.json) to a Pact Broker
 * with the `pact` binary that @pact-foundation/pact-cli ships in its platform package
 * (`pact broker publish`); nothing is downloaded.
 */

export const USAGE = `Publish the committed pacts (pact/pacts/*.json) to a Pact Broker.

Usage:
  PACT_BROKER_BASE_URL=https://broker.example PACT_BROKER_TOKEN=… npm run pact:publish

Environment:
  PACT_BROKER_BASE_URL    the broker, e.g. https://your-org.pactflow.io (required)
  PACT_BROKER_TOKEN       bearer token, or
  PACT_BROKER_USERNAME    basic auth user, with
  PACT_BROKER_PASSWORD    basic auth password
  PACT_CONSUMER_VERSION   consumer version (default: the git commit sha, +dirty when pact/pacts has
                          uncommitted changes)
  PACT_CONSUMER_BRANCH    consumer branch (default: the current git branch)

Exit code: 0 published; 1 when not configured; otherwise the pact binary's (non-zero) code.`;

type Env = Record<string, string | undefined>;
export type Publication = { baseUrl: string; version: string; branch?: string; files: string[] };

const set = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The broker settings, or a message saying what is missing. */
export function brokerConfig(env: Env): { baseUrl: string } | { error: string } {
  const baseUrl = set(env.PACT_BROKER_BASE_URL);
  if (!baseUrl)
    return { error: 'no Pact Broker configured: set PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN).' };
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    return { error: `PACT_BROKER_BASE_URL must be an http(s) URL, got "${baseUrl}".` };
  if (set(env.PACT_BROKER_TOKEN) && set(env.PACT_BROKER_USERNAME))
    return { error: 'set either PACT_BROKER_TOKEN or PACT_BROKER_USERNAME/PASSWORD, not both.' };
  if (Boolean(set(env.PACT_BROKER_USERNAME)) !== Boolean(set(env.PACT_BROKER_PASSWORD)))
    return { error: 'PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD go together.' };
  return { baseUrl };
}

const git = (...args: string[]) => {
  const r = spawnSync('git', args, { cwd: PACT_DIR, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
};

/** Consumer version and branch: from the environment, else from git. */
export function consumerVersion(env: Env): { version: string; branch?: string } | { error: string } {
  const sha = git('rev-parse', 'HEAD');
  const dirty = sha !== undefined && git('status', '--porcelain', '--', '.') !== '';
  const version = set(env.PACT_CONSUMER_VERSION) ?? (sha && (dirty ? `${sha}+dirty` : sha));
  if (!version) return { error: 'no consumer version: not a git checkout; set PACT_CONSUMER_VERSION.' };
  const head = git('rev-parse', '--abbrev-ref', 'HEAD');
  const branch = set(env.PACT_CONSUMER_BRANCH) ?? (head && head !== 'HEAD' ? head : undefined);
  return branch ? { version, branch } : { version };
}

/** The `pact` binary of @pact-foundation/pact-cli-<os>-<arch> (as the package's own wrappers find it). */
export function pactBinary(): string {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@pact-foundation/pact-cli-${os}-${process.arch}`;
  let dir: string;
  try {
    dir = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(`${pkg} is not installed (npm ci installs it with @pact-foundation/pact-cli).`);
  }
  const binary = join(dir, 'standalone', process.platform === 'win32' ? 'pact.exe' : 'pact');
  if (!existsSync(binary)) throw new Error(`${binary} is missing; reinstall @pact-foundation/pact-cli.`);
  return binary;
}

export function publishArgs(p: Publication): string[] {
  return [
    'broker',
    'publish',
    ...p.files,
    '--broker-base-url',
    p.baseUrl,
    '--consumer-app-version',
    p.version,
    ...(p.branch ? ['--branch', p.branch] : []),
  ];
}

/** Runs the publication; resolves to the exit code. Credentials reach the binary through its environment. */
export function publish(p: Publication, env: Env = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(pactBinary(), publishArgs(p), { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

type PactJson = {
  interactions?: { description: string; response?: { body?: { content?: unknown; encoded?: unknown } } }[];
};

/**
 * The pact binary re-serialises each pact, and writes a JSON `null` response body (see
 * consumer/null-bodies.ts) as `"content": null`, which every verifier then reads as "no body"
 * and fails against a correct server. So the broker gets copies without those bodies: their
 * status and headers are still checked there; the committed pacts and `npm run pact:verify`
 * keep checking the `null`. Returns the copies' folder and the interactions concerned.
 */
export function publishableCopies(files: string[]): { dir: string; files: string[]; withoutBody: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'pact-publish-'));
  const withoutBody: string[] = [];
  const copies = files.map((file) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as PactJson;
    for (const i of pact.interactions ?? []) {
      const body = i.response?.body;
      if (!i.response || body?.content !== 'null' || body.encoded !== 'json') continue;
      delete i.response.body;
      withoutBody.push(i.description);
    }
    const copy = join(dir, basename(file));
    writeFileSync(copy, JSON.stringify(pact, null, 2));
    return copy;
  });
  return { dir, files: copies, withoutBody };
}

const interactions = (files: string[]) =>
  files.reduce(
    (n, f) => n + ((JSON.parse(readFileSync(f, 'utf8')) as { interactions?: [] }).interactions ?? []).length,
    0,
  );

async function main(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.info(USAGE);
    return 0;
  }
  const fail = (message: string) => {
    console.error(`pact:publish: ${message}\n\n${USAGE}`);
    return 1;
  };
  const config = brokerConfig(process.env);
  if ('error' in config) return fail(config.error);
  const version = consumerVersion(process.env);
  if ('error' in version) return fail(version.error);
  const files = pactFiles();
  if (files.length === 0) return fail(`no pact files in ${PACT_DIR}; run npm run test:pact first.`);
  const copies = publishableCopies(files);
  console.info(
    `Publishing ${files.length} pact file(s), ${interactions(files)} interactions, as ${CONSUMER} ` +
      `${version.version}${version.branch ? ` (branch ${version.branch})` : ''} to ${config.baseUrl}`,
  );
  if (copies.withoutBody.length > 0)
    console.warn(
      'pact:publish: published without their `null` body check (the pact CLI cannot carry a JSON null body):\n' +
        copies.withoutBody.map((d) => `  - ${d}`).join('\n'),
    );
  try {
    const code = await publish({ baseUrl: config.baseUrl, files: copies.files, ...version });
    console.info(code === 0 ? 'pact:publish: published' : `pact:publish: FAILED (pact exited with ${code})`);
    return code;
  } finally {
    rmSync(copies.dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
