import type { RunnerTestCase } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/**
 * Mutation runs only (vitest.mutation.config.ts). Stryker's vitest runner scores a mutant by the
 * tests it collects, and a test file whose import throws collects none, so a static mutant that
 * stops a module from loading (a machine with `initial: ''`) counted as survived
 * (stryker-mutator/stryker-js#6150). After each run, a file that failed without a test gets one
 * failed test carrying its load error: Stryker then counts the mutant as killed.
 */
export default class LoadFailureReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      const loads = {
        type: 'test',
        id: `${file.id}_loads`,
        name: 'the test file loads',
        mode: 'run',
        file,
        suite: file,
        result: { state: 'fail', errors: file.result.errors ?? [] },
        meta: {},
      };
      // Only the fields Stryker reads once the run is over; vitest builds the rest of a test itself.
      file.tasks.push(loads as unknown as RunnerTestCase);
    }
  }
}
