import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Lists, after the run, every test that failed first and passed on a retry (the pact-consumer
 * suite retries for an upstream race, pact-foundation/pact-reference#535): a pass that needed a
 * retry stays visible instead of looking like any other pass.
 */
export default class RetryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    for (const module of modules)
      for (const test of module.children.allTests('passed')) {
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries > 0)
          console.warn(
            `passed on retry: ${relative(process.cwd(), module.moduleId)} > ${test.fullName} (${retries} failed attempt${retries > 1 ? 's' : ''})`,
          );
      }
  }
}
