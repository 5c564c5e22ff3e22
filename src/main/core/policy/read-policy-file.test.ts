import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withEnglish } from '../../../shared/i18n/english.test-support'
import { MAX_POLICY_FILE_BYTES } from '../../../shared/policy/policy-schema'
import { loadPolicy } from './load-policy'
import { ROOT_UID } from './policy-source'
import { readPolicyFile } from './read-policy-file'

/**
 * Who may have written the policy file, and what it is, judged before it is opened: real
 * files, folders, links, a FIFO and a socket on this machine. `owner` is the account the file
 * must belong to: root for the machine's policy; this test's own user where a test needs a
 * file it can create to pass.
 */

const onLinux = process.platform === 'linux'
const me = process.getuid?.() ?? 0
/** An account that owns nothing here. */
const someoneElse = me + 1

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-policy-owner-'))
  file = join(dir, 'policy.json')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const POLICY = '{"demoCatalog": false}'

async function problemOf(path: string, owner: number | null): Promise<unknown> {
  const read = await readPolicyFile(path, owner)
  expect(read).not.toHaveProperty('bytes')
  return withEnglish('problem' in read ? read.problem : read)
}

describe.runIf(onLinux)('a policy file only its owner can have written', () => {
  it('is read when it and its folder belong to the owner and only the owner may write them', async () => {
    writeFileSync(file, POLICY, { mode: 0o644 })
    chmodSync(dir, 0o755)
    const read = await readPolicyFile(file, me)
    expect('bytes' in read && read.bytes.toString()).toBe(POLICY)
  })

  it('is held to the size bound like any file, after its owner passes', async () => {
    writeFileSync(file, ' '.repeat(MAX_POLICY_FILE_BYTES + 1), { mode: 0o644 })
    expect(await problemOf(file, me)).toBe(
      `It is ${(MAX_POLICY_FILE_BYTES + 1).toLocaleString('en')} bytes, more than the ${MAX_POLICY_FILE_BYTES.toLocaleString('en')} a policy may have.`,
    )
  })

  it('is refused when it belongs to another account, naming it', async () => {
    writeFileSync(file, POLICY, { mode: 0o644 })
    expect(await problemOf(file, someoneElse)).toBe(`It belongs to user ID ${me}, not to root.`)
  })

  it('R5-3: is refused when the group or everyone may write it, with its mode', async () => {
    writeFileSync(file, POLICY)
    chmodSync(file, 0o664)
    expect(await problemOf(file, me)).toBe('It can be changed by users other than root (mode 0664).')
    chmodSync(file, 0o646)
    expect(await problemOf(file, me)).toBe('It can be changed by users other than root (mode 0646).')
  })

  it('R5-3: is refused in a folder others may write: they could put another file in its place', async () => {
    writeFileSync(file, POLICY, { mode: 0o644 })
    chmodSync(dir, 0o775)
    expect(await problemOf(file, me)).toBe(
      `Its folder ${dir} can be changed by users other than root (mode 0775).`,
    )
    // The sticky bit does not help: the one who made the folder could still swap the file.
    chmodSync(dir, 0o1777)
    expect(await problemOf(file, me)).toBe(
      `Its folder ${dir} can be changed by users other than root (mode 1777).`,
    )
  })

  it.runIf(me === ROOT_UID)(
    'is refused in a folder of another account, though the file is the owner’s',
    async () => {
      writeFileSync(file, POLICY, { mode: 0o644 })
      chmodSync(dir, 0o755)
      chownSync(dir, 65534, 65534)
      expect(await problemOf(file, ROOT_UID)).toBe(`Its folder ${dir} belongs to user ID 65534, not to root.`)
    },
  )

  it('is refused when it is a link, even to a good file: the check is of the place IT named', async () => {
    const target = join(dir, 'elsewhere.json')
    writeFileSync(target, POLICY, { mode: 0o644 })
    chmodSync(dir, 0o755)
    symlinkSync(target, file)
    expect(await problemOf(file, me)).toBe('It is not a file but a symbolic link.')
    // The development override reads no link either.
    expect(await problemOf(file, null)).toBe('It is not a file but a symbolic link.')
  })

  it('is refused when its folder is a link', async () => {
    const real = join(dir, 'real')
    mkdirSync(real, { mode: 0o755 })
    writeFileSync(join(real, 'policy.json'), POLICY, { mode: 0o644 })
    symlinkSync(real, join(dir, 'linked'))
    const linked = join(dir, 'linked', 'policy.json')
    expect(await problemOf(linked, me)).toBe(
      `Its folder ${join(dir, 'linked')} is a symbolic link, not a folder.`,
    )
  })

  it('reads a root-owned file in a root-owned folder as the machine’s policy would be', async () => {
    // /etc/passwd: root's, 0644, in root's /etc. Not JSON, which is the next check's to say.
    const read = await readPolicyFile('/etc/passwd', ROOT_UID)
    expect('bytes' in read && read.bytes.length).toBeGreaterThan(0)
    const loaded = await loadPolicy({ kind: 'file', path: '/etc/passwd', owner: ROOT_UID })
    expect(withEnglish(loaded.problem)).toMatch(
      /^The organization's policy file \/etc\/passwd was ignored: the problem is at line 1, column 1\. It is not JSON: /,
    )
  })

  it('R5-3: refuses a policy file a standard user wrote, as the machine’s policy', async () => {
    // Today's code read any file at the path; a planted one added catalogs and removed locks.
    writeFileSync(file, JSON.stringify({ catalogs: [], demoCatalog: true }), { mode: 0o666 })
    chmodSync(file, 0o666)
    const loaded = await loadPolicy({ kind: 'file', path: file, owner: ROOT_UID })
    expect(loaded.policy).toBeNull()
    expect(withEnglish(loaded.problem)).toBe(
      `The organization's policy file ${file} was ignored. ${
        me === ROOT_UID
          ? 'It can be changed by users other than root (mode 0666).'
          : `It belongs to user ID ${me}, not to root.`
      } Ask IT to correct it; until then the app works as without a policy.`,
    )
  })
})

describe.runIf(onLinux)('R5-4: what is not a file, refused before it is opened', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('refuses a FIFO with no writer at once, where opening it would wait for ever', async () => {
    execFileSync('mkfifo', [file])
    expect(await problemOf(file, null)).toBe('It is not a file but a named pipe (FIFO).')
    expect(await problemOf(file, me)).toBe('It is not a file but a named pipe (FIFO).')
    const loaded = await loadPolicy({ kind: 'file', path: file, owner: null })
    expect(loaded.policy).toBeNull()
  })

  it('refuses a socket and a device, saying which', async () => {
    server = createServer()
    await new Promise<void>((resolve) => server?.listen(file, resolve))
    expect(await problemOf(file, null)).toBe('It is not a file but a socket.')
    expect(await problemOf('/dev/zero', null)).toBe('It is not a file but a device.')
  })

  it('refuses a folder, and says a path it cannot look at could not be read', async () => {
    expect(await problemOf(dir, null)).toBe('It is not a file but a folder.')
    writeFileSync(file, POLICY)
    expect(await problemOf(join(file, 'below.json'), null)).toBe('It could not be read (ENOTDIR).')
  })
})
