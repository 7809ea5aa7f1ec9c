// Sums the vitest JSON reports of one `npm test` run into the closing line, with skips by cause:
// paths the UI cannot replay (tests/paths/ui-replay.test.ts, each on the allow-list) apart from
// suites skipped for a missing service (which fail the run under CI=true instead).
import { readdirSync, readFileSync } from 'node:fs';

type Report = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { name: string; assertionResults: { status: string }[] }[];
};

const dir = 'test-results';
let passed = 0;
let failed = 0;
let notReplayable = 0;
let missingService = 0;
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Report;
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  for (const file of r.testResults ?? []) {
    const skips = file.assertionResults.filter((a) => ['pending', 'skipped', 'todo'].includes(a.status));
    if (file.name.endsWith('ui-replay.test.ts')) notReplayable += skips.length;
    else missingService += skips.length;
  }
}
const skipped = notReplayable + missingService;
console.info(
  `${passed} passed, ${failed} failed, ${skipped} skipped ` +
    `(${notReplayable} paths not replayable, ${missingService} for a missing service)`,
);
