import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { developmentPolicyFile } from './policy-source'
import { loadPolicy, NO_POLICY, policyTeamTemplatesSource } from './load-policy'
import { withEnglish } from '../../../shared/i18n/english.test-support'

/**
 * How the policy file itself is read: what IT sees on the connect screen when the file cannot
 * be read, the size bound to the byte, and that the file is not held open. The shape of its
 * content is load-policy.test.ts's.
 */

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-policy-file-'))
  file = join(dir, 'policy.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const ignored = (path: string, what: string) =>
  `The organization's policy file ${path} was ignored. ${what} Ask IT to correct it; until then the app works as without a policy.`

/** A valid policy of exactly `bytes` bytes: spaces first, so a read cut short is not JSON. */
function policyOfSize(bytes: number): string {
  const body = '{"teamTemplatesSource": "/srv/team/templates.json"}'
  return `${' '.repeat(bytes - body.length)}${body}`
}

const onLinux = process.platform === 'linux'

describe('reading the policy file', () => {
  it('is the same as no policy file when the app is given none', async () => {
    expect({ ...NO_POLICY, where: file }).toEqual(await loadPolicy(developmentPolicyFile(file)))
    expect(policyTeamTemplatesSource(await loadPolicy(developmentPolicyFile(file)))).toBeNull()
  })

  it('says a path it cannot open could not be read, with the system’s code', async () => {
    writeFileSync(file, '{}')
    const under = join(file, 'policy.json')
    expect(withEnglish(await loadPolicy(developmentPolicyFile(under)))).toEqual({
      where: under,
      policy: null,
      problem: ignored(under, 'It could not be read (ENOTDIR).'),
    })
  })

  it('says a folder is not a file', async () => {
    await mkdir(file)
    expect(withEnglish((await loadPolicy(developmentPolicyFile(file))).problem)).toBe(
      ignored(file, 'It is not a file but a folder.'),
    )
  })

  it('reads a file of exactly the bound, and refuses one byte more, saying its size', async () => {
    writeFileSync(file, policyOfSize(MAX_POLICY_FILE_BYTES))
    const atBound = await loadPolicy(developmentPolicyFile(file))
    expect(atBound.problem).toBeNull()
    expect(atBound.policy).toEqual({ teamTemplatesSource: '/srv/team/templates.json' })

    writeFileSync(file, policyOfSize(MAX_POLICY_FILE_BYTES + 1))
    expect(withEnglish((await loadPolicy(developmentPolicyFile(file))).problem)).toBe(
      ignored(
        file,
        `It is ${(MAX_POLICY_FILE_BYTES + 1).toLocaleString('en')} bytes, more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')} a policy may have.`,
      ),
    )
  })

  it.runIf(onLinux)('refuses a file that turns out longer than its stated size', async () => {
    // A /proc file states size 0 and reads as its content: here a process's 70 kB environment.
    const child = spawn('sleep', ['30'], { env: { PADDING: 'x'.repeat(MAX_POLICY_FILE_BYTES + 5_000) } })
    try {
      await new Promise((resolve) => child.once('spawn', resolve))
      const environ = `/proc/${child.pid}/environ`
      expect(withEnglish((await loadPolicy(developmentPolicyFile(environ))).problem)).toBe(
        ignored(
          environ,
          `It is more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')} bytes a policy may have.`,
        ),
      )
    } finally {
      child.kill()
    }
  })

  it.runIf(onLinux)('says a file that fails while being read could not be read', async () => {
    // Opens and states itself a file, then refuses the read at offset 0 (EIO).
    const memory = '/proc/self/mem'
    expect(withEnglish(await loadPolicy(developmentPolicyFile(memory)))).toEqual({
      where: memory,
      policy: null,
      problem: ignored(memory, 'It could not be read (EIO).'),
    })
  })

  it.runIf(onLinux)('does not keep the file open, read or refused', async () => {
    // Only descriptors on the two files read: the worker is shared with other test files, whose
    // sockets may close meanwhile, so a count of all of the process's would move by itself.
    const read = [file, '/proc/self/mem']
    const openFiles = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return read.includes(readlinkSync(`/proc/self/fd/${fd}`))
        } catch {
          return false
        }
      }).length
    writeFileSync(file, '{"demoCatalog": false}')
    for (let run = 0; run < 5; run++) {
      await loadPolicy(developmentPolicyFile(file))
      await loadPolicy(developmentPolicyFile('/proc/self/mem'))
    }
    expect(openFiles()).toBe(0)
  })

  it('drops only a BOM at the start, and keeps one inside a value as written', async () => {
    writeFileSync(file, '\uFEFF{"teamTemplatesSource": "/srv/\uFEFFteam.json"}')
    expect((await loadPolicy(developmentPolicyFile(file))).policy).toEqual({
      teamTemplatesSource: '/srv/\uFEFFteam.json',
    })
    writeFileSync(file, '{"teamTemplatesSource": "/srv/\uFEFFteam.json"}')
    expect((await loadPolicy(developmentPolicyFile(file))).policy).toEqual({
      teamTemplatesSource: '/srv/\uFEFFteam.json',
    })
  })
})
