import { afterEach, describe, expect, it } from 'vitest'
import { changesBetween, processState } from './process-state'

/** The checks between node test files (between-node-files.test-support.ts) see what a file left. */
describe('changes a test file leaves in its process', () => {
  const listener = () => undefined
  afterEach(() => {
    process.off('SIGUSR2', listener)
    delete process.env.CATALOG_PROCESS_STATE_PROBE
  })

  it('sees none when nothing changed', () => {
    expect(changesBetween(processState(), processState())).toEqual([])
  })

  it('names a variable set, changed or removed, never its value', () => {
    const before = processState()
    process.env.CATALOG_PROCESS_STATE_PROBE = 'secret-ish value'
    const changes = changesBetween(before, processState())
    expect(changes).toEqual(['process.env.CATALOG_PROCESS_STATE_PROBE changed'])
    expect(changes.join()).not.toContain('secret-ish')
    const set = processState()
    delete process.env.CATALOG_PROCESS_STATE_PROBE
    expect(changesBetween(set, processState())).toEqual(['process.env.CATALOG_PROCESS_STATE_PROBE changed'])
  })

  it('counts the listeners added to or taken from an event', () => {
    const before = processState()
    process.on('SIGUSR2', listener)
    const added = processState()
    expect(changesBetween(before, added)).toEqual(["1 process 'SIGUSR2' listener(s) more"])
    process.off('SIGUSR2', listener)
    expect(changesBetween(added, processState())).toEqual(["-1 process 'SIGUSR2' listener(s) more"])
  })

  it('sees the working folder change', () => {
    const before = processState()
    expect(changesBetween(before, { ...before, cwd: '/elsewhere' })).toEqual([
      'the working folder changed to /elsewhere',
    ])
  })
})
