import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  archiveName,
  archiveUrl,
  BINARY_PATH,
  digestMismatch,
  fileFromTar,
  PINNED_SHA256,
  prebuiltPlan,
  redirectTarget,
} from './keytar-prebuilt.mjs'

const root = resolve(__dirname, '..')
const keytar = JSON.parse(readFileSync(join(root, 'node_modules', 'keytar', 'package.json'), 'utf8')) as {
  version: string
  binary: { napi_versions: number[] }
}
const linux = { version: '7.9.0', napiVersion: 3, platform: 'linux', arch: 'x64' }
const LINUX_ARCHIVE = 'keytar-v7.9.0-napi-v3-linux-x64.tar.gz'
const RELEASE_URL = `https://github.com/atom/node-keytar/releases/download/v7.9.0/${LINUX_ARCHIVE}`
const DIGEST = 'ab'.repeat(32)

/** A ustar archive of the given files, as prebuild's archives are laid out. */
function tarOf(files: Record<string, string>): Buffer {
  const blocks = Object.entries(files).flatMap(([name, content]) => {
    const header = Buffer.alloc(512)
    header.write(name, 0)
    header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124)
    header.write('0', 156)
    header.write('ustar\0', 257)
    const body = Buffer.alloc(Math.ceil(content.length / 512) * 512)
    body.write(content)
    return [header, body]
  })
  return Buffer.concat([...blocks, Buffer.alloc(1024)])
}

describe('the keytar archive we would download', () => {
  it('is named for this keytar as prebuild-install names it (N-API, not an Electron ABI)', () => {
    expect(keytar.binary.napi_versions).toEqual([3])
    expect(archiveName({ ...linux, version: keytar.version })).toBe(LINUX_ARCHIVE)
  })

  it('is listed, pinned or not, for every platform and architecture electron-builder.cjs ships', () => {
    type Target = string | { target: string; arch?: string[] }
    const config = createRequire(join(root, 'package.json'))('./electron-builder.cjs') as Record<
      'linux' | 'mac' | 'win',
      { target: Target[] }
    >
    const platforms = { linux: 'linux', mac: 'darwin', win: 'win32' } as const
    const shipped = (['linux', 'mac', 'win'] as const).flatMap((os) =>
      // A target without arch is built for the runner's, x64 on GitHub's hosted runners.
      config[os].target
        .flatMap((target) => (typeof target === 'string' ? ['x64'] : (target.arch ?? ['x64'])))
        .map((arch) => archiveName({ ...linux, version: keytar.version, platform: platforms[os], arch })),
    )
    expect(Object.keys(PINNED_SHA256).sort()).toEqual([...new Set(shipped)].sort())
  })

  it('pins only whole SHA-256 digests', () => {
    for (const digest of Object.values(PINNED_SHA256)) {
      if (digest !== null) expect(digest).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it("comes from keytar's GitHub release unless a mirror is set", () => {
    expect(archiveUrl({}, '7.9.0', LINUX_ARCHIVE)).toBe(RELEASE_URL)
    expect(
      archiveUrl({ npm_config_keytar_binary_host: 'https://mirror.example/keytar/' }, '7.9.0', LINUX_ARCHIVE),
    ).toBe(`https://mirror.example/keytar/v7.9.0/${LINUX_ARCHIVE}`)
    expect(
      archiveUrl({ npm_config_keytar_binary_host_mirror: 'https://m.example' }, '7.9.0', LINUX_ARCHIVE),
    ).toBe(`https://m.example/v7.9.0/${LINUX_ARCHIVE}`)
  })
})

describe('whether a prebuilt binary is used', () => {
  const pinned = { [LINUX_ARCHIVE]: DIGEST }

  it('R4-8: downloads it only over https and only with a pinned SHA-256 for that file', () => {
    expect(prebuiltPlan({ ...linux, env: {}, pinned })).toEqual({ url: RELEASE_URL, sha256: DIGEST })
  })

  it.each([
    ['npm_config_keytar_binary_host', 'http://mirror.example/keytar'],
    ['npm_config_keytar_binary_host_mirror', 'http://mirror.example/keytar'],
    ['npm_config_keytar_binary_host', 'HTTP://MIRROR.EXAMPLE'],
    ['npm_config_keytar_binary_host', 'ftp://mirror.example'],
  ])('R4-8: refuses a mirror that is not https (%s=%s), pinned or not', (setting, mirror) => {
    const plan = prebuiltPlan({ ...linux, env: { [setting]: mirror }, pinned })
    expect(plan).toEqual({
      reason: expect.stringMatching(
        /^refusing the prebuilt binary: .* is not https \(set npm_config_keytar_binary_host to an https mirror, or unset it\)$/,
      ),
    })
  })

  it('R4-8: refuses a mirror setting that is not an address', () => {
    expect(
      prebuiltPlan({ ...linux, env: { npm_config_keytar_binary_host: 'mirror.example' }, pinned }),
    ).toEqual({
      reason: expect.stringContaining('is not an address'),
    })
  })

  it('R4-8: compiles, saying which file is unpinned, when its digest is not recorded', () => {
    expect(prebuiltPlan({ ...linux, env: {}, pinned: { [LINUX_ARCHIVE]: null } })).toEqual({
      reason: `no pinned SHA-256 for ${LINUX_ARCHIVE} in scripts/keytar-prebuilt.mjs`,
    })
    expect(prebuiltPlan({ ...linux, arch: 'ia32', env: {}, pinned })).toEqual({
      reason: expect.stringContaining('keytar-v7.9.0-napi-v3-linux-ia32.tar.gz'),
    })
  })

  it('R4-8: an https mirror gets the same pinned digest as the release', () => {
    const env = { npm_config_keytar_binary_host: 'https://mirror.example' }
    expect(prebuiltPlan({ ...linux, env, pinned })).toEqual({
      url: `https://mirror.example/v7.9.0/${LINUX_ARCHIVE}`,
      sha256: DIGEST,
    })
  })
})

describe('a download', () => {
  it('R4-8: follows a redirect to https and refuses one to http', () => {
    expect(redirectTarget(RELEASE_URL, 'https://objects.example/keytar?x=1')).toEqual({
      url: 'https://objects.example/keytar?x=1',
    })
    expect(redirectTarget('https://mirror.example/a/b.tar.gz', '/c.tar.gz')).toEqual({
      url: 'https://mirror.example/c.tar.gz',
    })
    expect(redirectTarget(RELEASE_URL, 'http://objects.example/keytar')).toEqual({
      reason: expect.stringMatching(/^a redirect refused: http:\/\/objects\.example\/keytar is not https/),
    })
  })

  it('R4-8: is used only when its SHA-256 is the pinned one', () => {
    const archive = Buffer.from('the archive')
    const actual = createHash('sha256').update(archive).digest('hex')
    expect(digestMismatch(LINUX_ARCHIVE, actual, actual.toUpperCase())).toBeNull()
    expect(digestMismatch(LINUX_ARCHIVE, actual, DIGEST)).toBe(
      `${LINUX_ARCHIVE} has SHA-256 ${actual}, not the pinned ${DIGEST}`,
    )
  })

  it("gives keytar's binary from the archive, and nothing for an archive without it", () => {
    const tar = tarOf({
      'build/Release/': '',
      'build/Release/other.txt': 'x'.repeat(600),
      [BINARY_PATH]: 'ELF',
    })
    expect(fileFromTar(tar, BINARY_PATH)?.toString()).toBe('ELF')
    expect(fileFromTar(tarOf({ 'build/Release/other.node': 'x' }), BINARY_PATH)).toBeNull()
    expect(fileFromTar(tarOf({ [BINARY_PATH]: 'ELF' }).subarray(0, 512), BINARY_PATH)).toBeNull()
  })
})
