import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PROVIDER, pactFiles } from '../config';

/** `pact-verifier` of @pact-foundation/pact-cli: the standard Rust verifier (pact_verifier_cli). */
export const PACT_VERIFIER_BIN = join(
  dirname(createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/package.json')),
  'bin',
  'pact-verifier.js',
);

/** The arguments a backend team passes (docs/backend-teams.md, "Verify your server"): nothing of this repository's code. */
export function standardVerifierArgs(opts: {
  apiOrigin: string;
  basePath?: string;
  statesUrl: string;
  junit: string;
  /** The pact files to verify: the committed ones unless given. */
  files?: string[];
}): string[] {
  const api = new URL(opts.apiOrigin);
  const states = new URL(opts.statesUrl);
  return [
    ...(opts.files ?? pactFiles()).flatMap((f) => ['--file', f]),
    '--provider-name',
    PROVIDER,
    '--hostname',
    api.hostname,
    '--port',
    api.port,
    ...(opts.basePath ? ['--base-path', opts.basePath] : []),
    '--state-change-url',
    opts.statesUrl,
    '--state-change-teardown',
    // Message interactions (the realtime socket): pact_verifier POSTs {description} to this port.
    '--transports',
    `message:${states.port}`,
    '--junit',
    opts.junit,
    '--no-colour',
  ];
}

export type JunitSummary = { tests: number; failures: number; errors: number };

/** The counts of the verifier's JUnit report. */
export function readJunit(file: string): JunitSummary {
  const xml = readFileSync(file, 'utf8');
  const suite = /<testsuite\b[^>]*>/.exec(xml)?.[0] ?? '';
  const count = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(suite)?.[1] ?? NaN);
  return { tests: count('tests'), failures: count('failures'), errors: count('errors') };
}

/** Runs the standard verifier; resolves with its exit code and output. */
export function runStandardVerifier(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PACT_VERIFIER_BIN, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
