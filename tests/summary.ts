// Sums the vitest JSON reports of one `npm test` run into the closing line.
import { readdirSync, readFileSync } from 'node:fs';

const dir = 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Record<string, number>;
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
