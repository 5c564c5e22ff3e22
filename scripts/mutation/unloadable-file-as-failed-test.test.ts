import type { RunnerTestFile } from 'vitest'
import { describe, expect, it } from 'vitest'
import { markUnloadable, UnloadableFileAsFailedTest } from './unloadable-file-as-failed-test'

function file(state: 'pass' | 'fail' | undefined, tasks: unknown[] = [], errors?: unknown[]): RunnerTestFile {
  return {
    id: 'f1',
    name: 'a.test.ts',
    type: 'suite',
    tasks,
    result: state ? { state, ...(errors ? { errors } : {}) } : undefined,
  } as unknown as RunnerTestFile
}

describe('a test file that could not load, in a mutation run', () => {
  it('becomes one failed test carrying the load error', () => {
    const broken = file('fail', [], [{ message: 'Invalid discriminated union option' }])
    markUnloadable(broken)
    expect(broken.tasks).toHaveLength(1)
    expect(broken.tasks[0]).toMatchObject({
      type: 'test',
      name: 'the test file loads',
      mode: 'run',
      result: { state: 'fail', errors: [{ message: 'Invalid discriminated union option' }] },
    })
    expect(broken.tasks[0]!.file).toBe(broken)
    expect(broken.tasks[0]!.suite).toBe(broken)
  })

  it('says the file did not load when vitest kept no error', () => {
    const broken = file('fail')
    markUnloadable(broken)
    expect(broken.tasks[0]!.result?.errors).toEqual([{ message: 'the test file did not load' }])
  })

  it.each([
    ['a file that passed', file('pass')],
    ['a file with failing tests of its own', file('fail', [{ type: 'test', name: 'x' }])],
    ['a file that did not run', file(undefined)],
  ])('leaves %s as it is', (_, untouched) => {
    const before = untouched.tasks.length
    markUnloadable(untouched)
    expect(untouched.tasks).toHaveLength(before)
  })

  it('marks every file in vitest’s state when the run ends', () => {
    const files = [file('fail'), file('pass')]
    const reporter = new UnloadableFileAsFailedTest()
    reporter.onInit({ state: { getFiles: () => files } } as never)
    reporter.onTestRunEnd()
    expect(files.map((each) => each.tasks.length)).toEqual([1, 0])
  })
})
