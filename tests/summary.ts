// Sums the vitest JSON reports of one `npm test` run into the closing line, with skips by cause:
// paths the UI cannot replay (tests/paths/ui-replay-*.test.ts, each on the allow-list) apart from
// suites skipped for a missing service (which fail the run under CI=true instead), and how many
// passes needed a retry (marked by tests/retries/mark.ts in the suites that retry).
import { readdirSync, readFileSync } from 'node:fs';

type Report = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    assertionResults: { status: string; fullName: string; meta?: { passedOnRetry?: number } }[];
  }[];
};

const dir = 'test-results';
let passed = 0;
let failed = 0;
let notReplayable = 0;
let missingService = 0;
const onRetry: string[] = [];
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Report;
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  for (const file of r.testResults ?? []) {
    const skips = file.assertionResults.filter((a) => ['pending', 'skipped', 'todo'].includes(a.status));
    if (/ui-replay-\d+\.test\.ts$/.test(file.name)) notReplayable += skips.length;
    else missingService += skips.length;
    for (const a of file.assertionResults)
      if (a.status === 'passed' && (a.meta?.passedOnRetry ?? 0) > 0) onRetry.push(a.fullName);
  }
}
const skipped = notReplayable + missingService;
console.info(
  `${passed} passed, ${failed} failed, ${skipped} skipped ` +
    `(${notReplayable} paths not replayable, ${missingService} for a missing service), ` +
    `${onRetry.length} passed only on retry`,
);
for (const name of onRetry) console.info(`  passed on retry: ${name}`);
