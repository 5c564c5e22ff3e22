import type { RunnerTestCase, RunnerTestFile } from 'vitest'
import type { Reporter, Vitest } from 'vitest/node'

/**
 * A vitest reporter for mutation runs only (vitest.mutation.config.ts): a test file that could
 * not load becomes one failed test, `the test file loads`, carrying the load error.
 *
 * StrykerJS's vitest runner (9.6.1, and 10.0.0) builds a mutant's verdict from the tests it
 * collected; a file whose import throws collects none, so a mutant that stops a module from
 * loading (an emptied table its module checks at load, a zod union given a duplicate key) is
 * scored Survived though every test of that module fails (stryker-js#6150, fix proposed in
 * #6217). The runner reads the files from vitest's state after the run, so the test is added
 * there, before the run ends. A file that loaded is left as it is.
 */
export class UnloadableFileAsFailedTest implements Reporter {
  private vitest: Pick<Vitest, 'state'> | null = null

  onInit(vitest: Pick<Vitest, 'state'>): void {
    this.vitest = vitest
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) markUnloadable(file)
  }
}

/** Adds the failed test to `file` when it failed without holding any test. */
export function markUnloadable(file: RunnerTestFile): void {
  if (file.result?.state !== 'fail' || file.tasks.length > 0) return
  const errors = file.result.errors?.length ? file.result.errors : [{ message: 'the test file did not load' }]
  // Built by hand: vitest makes test objects only while collecting, and nothing reads more of
  // one than its name, file, suite, mode and result once the run has ended.
  const test = {
    type: 'test',
    id: `${file.id}_loads`,
    name: 'the test file loads',
    mode: 'run',
    file,
    suite: file,
    meta: {},
    result: { state: 'fail', errors },
  }
  file.tasks.push(test as unknown as RunnerTestCase)
}
