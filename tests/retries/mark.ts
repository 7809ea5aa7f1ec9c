// Setup file of suites with `retry`: a test that passed only on a retry says so in its meta,
// which the JSON report keeps (tests/summary.ts counts them) and tests/retries/reporter.ts prints.
import { afterEach } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Attempts that failed before this test passed. */
    passedOnRetry?: number;
  }
}

afterEach(({ task }) => {
  const retries = task.result?.retryCount ?? 0;
  if (task.result?.state === 'pass' && retries > 0) task.meta.passedOnRetry = retries;
});
