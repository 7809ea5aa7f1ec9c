// @ts-check
import process from 'node:process';
import mutation from './tools/mutation-folders.json' with { type: 'json' };

/**
 * Mutation testing (`npm run test:mutation`, docs/testing.md): StrykerJS with its vitest runner
 * over the machines, the contract, server/auth and the SPA data layer. `MUTATE=machines,server/auth`
 * narrows the run to some of these folders. tools/mutation-report.ts prints the score per folder
 * and the surviving mutants from the JSON report.
 */
// The mutated folders, and the files in them that are not mutated: tests and test tooling
// (contract/testing). tools/mutation-report.ts reads them too.
const { folders, notMutated } = mutation;
const chosen = process.env.MUTATE
  ? process.env.MUTATE.split(',').map((f) => f.trim().replace(/\/$/, ''))
  : folders;
const unknown = chosen.filter((f) => !folders.includes(f));
if (unknown.length > 0)
  throw new Error(`MUTATE: unknown folder(s) ${unknown.join(', ')}; one of ${folders.join(', ')}`);

/**
 * Mutants that no test can kill because the mutated code is equivalent where it runs, ignored by
 * tools/equivalent-mutants.mjs (the report lists them as ignored, with the reason) so that
 * production code carries no `// Stryker disable` comments. `code` is the source of the node whose
 * mutants are ignored (with those of the nodes inside it), `in` the start of an enclosing node's
 * source where the code alone is not unique; tools/equivalent-mutants.test.ts checks that each
 * rule ignores mutants of one line only, and only of the mutators it stands for.
 * An ignorer cannot choose mutators, so only a node whose every mutant is equivalent qualifies.
 * The `// Stryker disable next-line` comments left in machines/ and contract/redirect.ts sit on
 * conditions whose other mutants (equality, negation, the literals) the tests kill: a rule there
 * would ignore those too.
 * @type {import('./tools/equivalent-mutants.mjs').EquivalentMutant[]}
 */
export const equivalentMutants = [
  {
    file: 'machines/account-deletion/account-deletion.machine.ts',
    code: "''",
    in: '(event as { password?: string }).password ??',
    reason: 'deleting is only entered by a SUBMIT, which always carries a password',
  },
  {
    file: 'machines/create-claim/create-claim.machine.ts',
    code: 'flight',
    in: 'if (flight) {',
    reason: 'submitting is only reached after SUBMIT_FLIGHT, so the flight is never null here',
  },
  {
    file: 'machines/create-claim/create-claim.machine.ts',
    code: "'the claim is not complete'",
    reason:
      "the message of an invariant error (the details step checks the scope's fields); nothing reads it",
  },
  {
    file: 'machines/email-change/email-change.machine.ts',
    code: "''",
    in: 'context.token ??',
    reason: 'awaitingCode is only entered through OPEN_LINK, which sets the token',
  },
  {
    file: 'machines/notifications/notifications.machine.ts',
    code: "''",
    in: 'context.next ??',
    reason: 'loadingMore is only entered under the hasMore guard (next is set)',
  },
  {
    file: 'machines/payout-details/payout-details.machine.ts',
    code: "actions: 'clear'",
    in: 'saved: {',
    reason: "saved is only entered through the save's 'clear' and nothing sets errors there",
  },
  {
    file: 'machines/session/session.machine.ts',
    code: "actions: 'signOut'",
    in: 'checking: {',
    reason: 'checking is only the initial state, whose context is already what signOut sets',
  },
  {
    file: 'machines/signing/signing.machine.ts',
    code: 'context.signature?.method',
    reason: 'confirmed is only reached from drawn or typed, where a signature is set',
  },
  {
    file: 'contract/keyset.ts',
    code: '/=+$/',
    reason: "base64 has '=' only as padding at its end, so /=+/ strips the same",
  },
  {
    file: 'contract/keyset.ts',
    code: 'catch { return null; }',
    in: 'try { text = atob(',
    reason:
      "without the catch's return, text stays undefined and PLACE does not match 'undefined': null all the same",
  },
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/*', './tools/equivalent-mutants.mjs'],
  ignorers: ['equivalent-mutants'],
  equivalentMutants,
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [...chosen.map((folder) => `${folder}/**/*.ts`), ...notMutated.map((pattern) => `!${pattern}`)],
  coverageAnalysis: 'perTest',
  // 2-core machine: one sandbox per core; STRYKER_CONCURRENCY=1 while other work holds a core.
  concurrency: Number(process.env.STRYKER_CONCURRENCY) || 2,
  timeoutMS: 30_000,
  // The initial run executes every suite once with coverage; on a busy 2-core machine that takes over the default 5 minutes.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 85, low: 75, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', '.data', 'test-results', 'reports', 'pact/logs', 'pact/tmp', '.tanstack'],
  cleanTempDir: 'always',
  // A rerun tests only the mutants whose code or covering tests changed since the last run.
  incremental: true,
  // One file per folder choice, so a run of one folder keeps another folder's results.
  incrementalFile: `reports/mutation/stryker-incremental-${chosen.join('+').replaceAll('/', '-')}.json`,
};
