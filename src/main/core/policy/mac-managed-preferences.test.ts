import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withEnglish } from '../../../shared/i18n/english.test-support'
import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { loadPolicy, type PolicyReaders } from './load-policy'
import { plistAsJson, plutilRun } from './mac-managed-preferences'
import type { PolicySource } from './policy-source'
import type { ProgramResult, ProgramRun } from './run-program'

/**
 * The macOS managed preferences: a real property-list file on this machine, checked as the
 * policy file is, and macOS's plutil faked (it does not run here): it is handed the bytes read,
 * and its JSON is the policy.
 */

const me = process.getuid?.() ?? 0
const PLIST = '<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>'

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-policy-plist-'))
  chmodSync(dir, 0o755)
  file = join(dir, 'com.catalogbrowser.app.plist')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function plutil(result: ProgramResult) {
  const runs: ProgramRun[] = []
  const readers: PolicyReaders = {
    run: async (run) => {
      runs.push(run)
      return result
    },
    windowsDirectory: async () => 'C:\\Windows',
  }
  return { readers, runs }
}

const converted = (json: string): ProgramResult => ({ kind: 'exited', code: 0, stdout: Buffer.from(json) })

describe('plutilRun', () => {
  it('converts standard input to JSON on standard output with macOS’s own plutil, nothing else', () => {
    const bytes = Buffer.from(PLIST)
    expect(plutilRun(bytes)).toEqual({
      file: '/usr/bin/plutil',
      args: ['-convert', 'json', '-o', '-', '-'],
      input: bytes,
      env: {},
      timeoutMs: 5_000,
      maxOutputBytes: MAX_POLICY_FILE_BYTES,
    })
  })
})

describe.runIf(process.platform === 'linux')('the managed-preferences domain', () => {
  const source = (): PolicySource => ({ kind: 'plist', path: file, owner: me })

  it('is the policy plutil makes of the bytes that were checked', async () => {
    writeFileSync(file, PLIST, { mode: 0o644 })
    const { readers, runs } = plutil(converted('{"demoCatalog":false,"updateChecks":false}'))
    expect(await loadPolicy(source(), readers)).toEqual({
      where: file,
      policy: { demoCatalog: false, updateChecks: false },
      problem: null,
    })
    expect(runs[0]?.input?.toString()).toBe(PLIST)
  })

  it('is refused, plutil never run, when someone other than its owner may have written it', async () => {
    writeFileSync(file, PLIST)
    chmodSync(file, 0o666)
    const { readers, runs } = plutil(converted('{}'))
    const loaded = await loadPolicy(source(), readers)
    expect(withEnglish(loaded.problem)).toContain('It can be changed by users other than root (mode 0666).')
    expect(runs).toEqual([])
  })

  it('is checked as the file is: keys, types and nesting', async () => {
    writeFileSync(file, PLIST, { mode: 0o644 })
    const keyed = await loadPolicy(source(), plutil(converted('{"PayloadUUID":"x"}')).readers)
    // Where in plutil's JSON means nothing to whoever wrote the profile: no line, the key's name.
    expect(withEnglish(keyed.problem)).toContain(
      'was ignored. The key “PayloadUUID” is not allowed here. The keys allowed here are “catalogs” or',
    )
    const deep = await loadPolicy(
      source(),
      plutil(converted(`{"a":${'['.repeat(40)}${']'.repeat(40)}}`)).readers,
    )
    expect(withEnglish(deep.problem)).toContain('It nests more than 16 levels deep.')
  })

  it('is nothing when the domain is not there, and plutil is not run', async () => {
    const { readers, runs } = plutil(converted('{}'))
    expect(await loadPolicy(source(), readers)).toEqual({ where: file, policy: null, problem: null })
    expect(runs).toEqual([])
  })
})

describe('plistAsJson', () => {
  const problem = async (result: ProgramResult) => {
    const read = await plistAsJson(Buffer.from(PLIST), plutil(result).readers.run)
    return 'problem' in read ? withEnglish(read.problem) : read
  }

  it('says what went wrong with plutil', async () => {
    expect(await problem({ kind: 'exited', code: 1, stdout: Buffer.alloc(0) })).toBe(
      'plutil failed (exit code 1).',
    )
    expect(await problem({ kind: 'timedOut' })).toBe('plutil did not answer within 5 seconds.')
    expect(await problem({ kind: 'failed', code: 'ENOENT' })).toBe('It could not be read (ENOENT).')
    expect(await problem({ kind: 'tooLong' })).toBe(
      `It is more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')} bytes a policy may have.`,
    )
  })
})
