// Sums the vitest JSON reports of one `npm test` run into the closing line.
import { readdirSync, readFileSync } from 'node:fs';

const dir = 'test-results';
let passed = 0, failed = 0, skipped = 0;
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
