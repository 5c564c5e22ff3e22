// What `npm install` says about keytar (the keychain module) and when: pure functions over
// what scripts/install-keychain.mjs probed, so every message and decision is unit-tested.
import { BUILD_PACKAGES, installLine } from './system-packages.mjs'

/** What each Linux build prerequisite is, in the words the message uses. */
const PREREQUISITES = [
  { probe: 'pkgConfig', says: 'pkg-config (finds the libsecret library for the compiler)' },
  { probe: 'libsecret', says: "libsecret-1's development files (pkg-config --exists libsecret-1 fails)" },
  { probe: 'compiler', says: 'a C++ compiler' },
  { probe: 'make', says: 'make' },
  { probe: 'python', says: 'Python 3 (node-gyp runs it)' },
]

/**
 * The build prerequisites a Linux system lacks, in the message's words. `probes` holds one
 * boolean per prerequisite; libsecret cannot be looked up without pkg-config, so a missing
 * pkg-config is reported alone for the pair.
 */
export function missingPrerequisites(probes) {
  return PREREQUISITES.filter(({ probe }) => {
    if (probe === 'libsecret' && !probes.pkgConfig) return false
    return !probes[probe]
  }).map(({ probe, says }) => (probe === 'compiler' ? `${says} (${probes.compilerName})` : says))
}

/** The build-package family of a Linux system from its /etc/os-release text, or null when unknown. */
export function linuxFamily(osRelease) {
  const field = (name) =>
    osRelease
      .match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]
      .replace(/^["']|["']$/g, '')
      .toLowerCase()
      .split(/\s+/) ?? []
  const ids = [...field('ID'), ...field('ID_LIKE')]
  if (ids.some((id) => id === 'debian' || id === 'ubuntu')) return 'debian'
  if (ids.some((id) => id === 'fedora' || id === 'rhel' || id === 'centos')) return 'fedora'
  return null
}

/**
 * One install line per family, this system's family last so that the very last line of the
 * message is the one to copy.
 */
function installLines(family) {
  const families = Object.keys(BUILD_PACKAGES).sort((a, b) => Number(a === family) - Number(b === family))
  const width = Math.max(...families.map((name) => BUILD_PACKAGES[name].label.length)) + 1
  return families.map((name) => {
    const label = `${BUILD_PACKAGES[name].label}:`.padEnd(width + 1)
    const mark = name === family ? '   # this system' : ''
    return `  ${label}${installLine(name)}${mark}`
  })
}

const HEADLINE = 'Catalog Browser: the keychain module (keytar) cannot be built.'

/** Linux: what is missing, the packages that bring it, and the exact lines that install them. */
export function missingPrerequisitesMessage(missing, family) {
  return [
    '',
    HEADLINE,
    'keytar is compiled on this machine, and these build prerequisites are missing:',
    ...missing.map((item) => `  - ${item}`),
    'Install the build packages, then run `npm install` again:',
    ...installLines(family),
  ].join('\n')
}

/** After a failed compile: what this OS needs, with node-gyp's own output left above for details. */
export function buildFailedMessage(platform, family) {
  const intro = [
    '',
    HEADLINE,
    "No prebuilt binary could be used, and compiling it failed (node-gyp's output above says why).",
  ]
  if (platform === 'darwin') {
    return [
      ...intro,
      "Compiling needs Xcode's command line tools. Install them, then run `npm install` again:",
      '  xcode-select --install',
    ].join('\n')
  }
  if (platform === 'win32') {
    return [
      ...intro,
      'Compiling needs Visual Studio Build Tools with the "Desktop development with C++" workload',
      '(https://visualstudio.microsoft.com/visual-cpp-build-tools/) and Python 3',
      '(https://www.python.org/downloads/). Install them, then run `npm install` again.',
    ].join('\n')
  }
  return [
    ...intro,
    'Check that the build packages are installed, then run `npm install` again:',
    ...installLines(family),
  ].join('\n')
}
