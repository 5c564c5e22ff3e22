import { describe, expect, it, vi } from 'vitest'
import { withEnglish } from '../../../shared/i18n/english.test-support'
import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { loadPolicy, type PolicyReaders } from './load-policy'
import { machinePolicySources, POLICY_REGISTRY_KEY, POLICY_REGISTRY_VALUE } from './policy-source'
import type { ProgramResult, ProgramRun } from './run-program'
import { findWindowsDirectory, parseRegQuery, readRegistryPolicy, regQueryRun } from './windows-registry'

/**
 * The Windows policy through reg.exe, with the program faked: reg.exe, cmd.exe and Windows
 * itself cannot run here. What reg.exe answers is written as it prints it (CRLF, four spaces
 * between the columns); docs/admin/policy.md says what was not run on Windows.
 */

const KEY = POLICY_REGISTRY_KEY
const VALUE = POLICY_REGISTRY_VALUE

/** reg.exe's answer to `query <key> /v Policy` for a value of `type` holding `data`. */
function regAnswer(data: string, type = 'REG_SZ', name = VALUE): string {
  return `\r\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Catalog Browser team\\Catalog Browser\r\n    ${name}    ${type}    ${data}\r\n\r\n`
}

function exited(code: number, stdout: string | Buffer = ''): ProgramResult {
  return { kind: 'exited', code, stdout: Buffer.isBuffer(stdout) ? stdout : Buffer.from(stdout, 'utf8') }
}

function readers(result: ProgramResult) {
  const runs: ProgramRun[] = []
  const fake: PolicyReaders = {
    run: async (run) => {
      runs.push(run)
      return result
    },
    windowsDirectory: async () => 'D:\\WINNT',
  }
  return { fake, runs }
}

async function problemOf(result: ProgramResult): Promise<unknown> {
  const read = await readRegistryPolicy(KEY, VALUE, readers(result).fake.run, async () => 'C:\\Windows')
  return 'problem' in read ? withEnglish(read.problem) : read
}

describe('parseRegQuery', () => {
  it('reads a REG_SZ value on one line, and one with line breaks in it, to its end', () => {
    expect(parseRegQuery(regAnswer('{"demoCatalog": false}'), VALUE)).toEqual({
      text: '{"demoCatalog": false}',
    })
    const multiline = '{\r\n  "demoCatalog": false,\r\n  "note": "a    b"\r\n}'
    expect(parseRegQuery(regAnswer(multiline), VALUE)).toEqual({ text: multiline })
  })

  it('finds the value whatever case it was created in, as Windows does', () => {
    expect(parseRegQuery(regAnswer('{}', 'REG_SZ', 'policy'), VALUE)).toEqual({ text: '{}' })
  })

  it('reads a value name as written, never as a pattern', () => {
    expect(parseRegQuery(regAnswer('{}', 'REG_SZ', 'Pol.cy'), 'Pol.cy')).toEqual({ text: '{}' })
    expect(parseRegQuery(regAnswer('{}', 'REG_SZ', 'Policy'), 'Pol.cy')).toHaveProperty('problem')
  })

  it('keeps text outside ASCII as reg.exe wrote it in UTF-8', () => {
    expect(parseRegQuery(regAnswer('{"label": "Produktion München · 生产"}'), VALUE)).toEqual({
      text: '{"label": "Produktion München · 生产"}',
    })
  })

  it('refuses every other type, naming it', () => {
    for (const type of ['REG_EXPAND_SZ', 'REG_MULTI_SZ', 'REG_DWORD', 'REG_BINARY']) {
      const read = parseRegQuery(regAnswer('x', type), VALUE)
      expect(withEnglish('problem' in read && read.problem)).toBe(
        `The value is of type ${type}; it must be REG_SZ, holding the policy's JSON.`,
      )
    }
  })

  it('says an answer without the value’s line could not be read, rather than guess', () => {
    for (const answer of ['', 'ERROR: something', regAnswer('{}', 'REG_SZ', 'Other')]) {
      const read = parseRegQuery(answer, VALUE)
      expect(withEnglish('problem' in read && read.problem)).toBe('The answer of reg.exe could not be read.')
    }
  })
})

describe('regQueryRun', () => {
  it('runs Windows’ own programs by absolute path, without PATH, AutoRun or the caller’s environment', () => {
    const run = regQueryRun('D:\\WINNT', KEY, VALUE)
    expect(run.file).toBe('D:\\WINNT\\System32\\cmd.exe')
    expect(run.args).toEqual([
      '/d',
      '/s',
      '/c',
      `""D:\\WINNT\\System32\\chcp.com" 65001 >nul || exit 3 & "D:\\WINNT\\System32\\reg.exe" query "${KEY}" /v "Policy""`,
    ])
    expect(run.verbatim).toBe(true)
    expect(run.env).toEqual({ SystemRoot: 'D:\\WINNT' })
    expect(run.timeoutMs).toBe(5_000)
    expect(run.maxOutputBytes).toBeGreaterThan(MAX_POLICY_FILE_BYTES)
  })
})

describe('findWindowsDirectory', () => {
  it('takes the folder the kernel’s \\SystemRoot link resolves to, not a variable', async () => {
    const resolve = vi.fn(async () => 'E:\\Windows')
    expect(await findWindowsDirectory(resolve)).toBe('E:\\Windows')
    expect(resolve).toHaveBeenCalledWith('\\\\?\\GLOBALROOT\\SystemRoot')
    expect(await findWindowsDirectory(async () => 'E:\\Windows\\\\')).toBe('E:\\Windows')
  })

  it('falls back to C:\\Windows when the link cannot be read or reads as anything but a plain path', async () => {
    expect(await findWindowsDirectory(async () => Promise.reject(new Error('EINVAL')))).toBe('C:\\Windows')
    for (const odd of [
      '\\\\?\\GLOBALROOT\\SystemRoot',
      '\\\\?\\C:\\Windows',
      '\\\\server\\share',
      'C:\\Windows & calc',
      'C:\\Win"dows',
      'C:\\%TEMP%',
      'Windows',
    ]) {
      expect(await findWindowsDirectory(async () => odd)).toBe('C:\\Windows')
    }
  })
})

describe('readRegistryPolicy', () => {
  it('reads the value through the Windows folder it was given', async () => {
    const { fake, runs } = readers(exited(0, regAnswer('{"demoCatalog": false}')))
    const loaded = await loadPolicy(machinePolicySources('win32'), fake)
    expect(loaded).toEqual({
      where: `${KEY}\\Policy`,
      policy: { demoCatalog: false },
      problem: null,
    })
    expect(runs.map((run) => run.file)).toEqual(['D:\\WINNT\\System32\\cmd.exe'])
  })

  it('reads reg.exe’s exit code 1 (no such key or value) as no policy, the usual case', async () => {
    const { fake } = readers(exited(1))
    expect(await loadPolicy(machinePolicySources('win32'), fake)).toEqual({
      where: `${KEY}\\Policy`,
      policy: null,
      problem: null,
    })
  })

  it('refuses a bad value in one line naming the registry value', async () => {
    const { fake } = readers(exited(0, regAnswer('{\r\n  "demoCatalog": "no"\r\n}')))
    const loaded = await loadPolicy(machinePolicySources('win32'), fake)
    expect(loaded.policy).toBeNull()
    expect(withEnglish(loaded.problem)).toBe(
      `The organization's policy in the registry value ${KEY}\\Policy was ignored: the problem is at line 2, column 18 of its text. “demoCatalog” must be true or false. Ask IT to correct it; until then the app works as without a policy.`,
    )
  })

  it('says what went wrong with the programs themselves', async () => {
    expect(await problemOf({ kind: 'timedOut' })).toBe('reg.exe did not answer within 5 seconds.')
    expect(await problemOf({ kind: 'tooLong' })).toBe(
      `It is more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')} bytes a policy may have.`,
    )
    expect(await problemOf({ kind: 'failed', code: 'ENOENT' })).toBe('It could not be read (ENOENT).')
    expect(await problemOf(exited(3))).toBe('chcp.com failed (exit code 3).')
    expect(await problemOf(exited(5))).toBe('reg.exe failed (exit code 5).')
    expect(await problemOf(exited(0, Buffer.from([0x20, 0xff, 0xfe])))).toBe(
      'The answer of reg.exe could not be read.',
    )
    // ü in the console's old code page (850): never read as a replacement character.
    const oem = Buffer.from(regAnswer('{"label": "M#nchen"}'))
    oem[oem.indexOf('#')] = 0x81
    expect(await problemOf(exited(0, oem))).toBe('The answer of reg.exe could not be read.')
  })

  it('holds a value to the size bound of the file, counted in bytes', async () => {
    const json = `{"teamTemplatesSource": "/srv/${'ü'.repeat(MAX_POLICY_FILE_BYTES / 2)}"}`
    const { fake } = readers(exited(0, regAnswer(json)))
    const loaded = await loadPolicy(machinePolicySources('win32'), fake)
    expect(withEnglish(loaded.problem)).toContain(
      `more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')}`,
    )
  })
})
