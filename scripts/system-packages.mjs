#!/usr/bin/env node
/**
 * The system packages the project needs, written once: the install-time message
 * (scripts/install-keychain.mjs), .ci/run and the GitHub workflow all read them from here.
 *
 * Run directly, it prints one Debian package name per line:
 *   node scripts/system-packages.mjs build   what keytar needs to compile
 *   node scripts/system-packages.mjs test    what the tests need beyond that (no browser)
 *   node scripts/system-packages.mjs ci      build + test + Debian's Chromium (.ci/run)
 *   node scripts/system-packages.mjs bench   ci + the fonts the bench's UI figures need (npm run bench)
 */
import { pathToFileURL } from 'node:url'

/**
 * What keytar (the keychain module) needs to compile, per Linux family: libsecret's headers,
 * pkg-config to find them, a C++ compiler and make, and Python 3 for node-gyp.
 */
export const BUILD_PACKAGES = {
  debian: {
    label: 'Debian/Ubuntu',
    installCommand: 'sudo apt-get install',
    packages: ['libsecret-1-dev', 'pkg-config', 'build-essential', 'python3'],
  },
  fedora: {
    label: 'Fedora',
    installCommand: 'sudo dnf install',
    packages: ['libsecret-devel', 'pkgconf-pkg-config', 'gcc-c++', 'make', 'python3'],
  },
}

/**
 * What the tests need on Debian/Ubuntu beyond the build packages:
 * gnome-keyring + dbus (+ dbus-x11): the private, throwaway keychain the tests use;
 * libglib2.0-bin (gdbus): locks the private keyring for the locked-keychain test;
 * xvfb: a display for Electron-mode e2e where an Electron runtime exists;
 * openssl: self-signed certificates for the TLS tests (an untrusted catalog, an update feed
 * redirecting from https to http).
 */
export const DEBIAN_TEST_PACKAGES = ['gnome-keyring', 'dbus', 'dbus-x11', 'libglib2.0-bin', 'xvfb', 'openssl']

/** Debian's Chromium: the real browser for chromium-mode e2e (Playwright never downloads one). */
export const DEBIAN_BROWSER_PACKAGE = 'chromium'

/**
 * What `npm run bench` needs beyond CI: the CJK fonts a user's machine shows the catalog's
 * Chinese and Japanese names with. Without them those names fall back to tofu boxes that lay
 * out faster than real glyphs, and the frame figures describe no one's machine; the bench
 * refuses its UI groups without them (bench/fonts.ts). Not in `ci`: .ci/run does not bench.
 */
export const DEBIAN_BENCH_PACKAGES = ['fonts-noto-cjk']

/** The exact line that installs a family's build packages. */
export function installLine(family) {
  const { installCommand, packages } = BUILD_PACKAGES[family]
  return `${installCommand} ${packages.join(' ')}`
}

/** The Debian package list for one purpose (see the usage above), or null for an unknown one. */
export function debianPackages(purpose) {
  const build = BUILD_PACKAGES.debian.packages
  if (purpose === 'build') return [...build]
  if (purpose === 'test') return [...DEBIAN_TEST_PACKAGES]
  if (purpose === 'ci') return [...build, ...DEBIAN_TEST_PACKAGES, DEBIAN_BROWSER_PACKAGE]
  if (purpose === 'bench') return [...debianPackages('ci'), ...DEBIAN_BENCH_PACKAGES]
  return null
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const purpose = process.argv[2]
  const packages = debianPackages(purpose)
  if (packages === null) {
    console.error(
      `usage: node scripts/system-packages.mjs build|test|ci|bench (got ${JSON.stringify(purpose)})`,
    )
    process.exit(2)
  }
  console.log(packages.join('\n'))
}
