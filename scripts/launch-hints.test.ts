import { describe, expect, it } from 'vitest'
import { rootHint, sandboxAbortHint } from './launch-hints.mjs'

describe('npm start hints', () => {
  it.each([
    '[1234:FATAL:zygote_host_impl_linux.cc(127)] No usable sandbox! If you are running on Ubuntu 23.10+ ...',
    'The SUID sandbox helper binary was found, but is not configured correctly. Rather than run without sandboxing ...',
    'FATAL:setuid_sandbox_host.cc(163)] The SUID sandbox helper binary was found',
  ])(
    'explains a sandbox abort, safest workaround first and without recommending --no-sandbox: %s',
    (output) => {
      const hint = sandboxAbortHint(output)
      expect(hint).toContain('electron/electron#42510')
      expect(hint?.indexOf('.deb')).toBeLessThan(hint?.indexOf('sysctl') ?? 0)
      expect(hint).toContain('Avoid --no-sandbox')
    },
  )

  it('stays quiet for other failures', () => {
    expect(sandboxAbortHint('Error: Cannot find module out/main/index.js')).toBeNull()
  })

  it('explains running as root on Linux, unless --no-sandbox was chosen, and nowhere else', () => {
    expect(rootHint(0, 'linux', [])).toContain('--no-sandbox')
    expect(rootHint(0, 'linux', ['--demo', '--no-sandbox'])).toBeNull()
    expect(rootHint(1000, 'linux', [])).toBeNull()
    expect(rootHint(0, 'darwin', [])).toBeNull()
  })
})
