export type LinuxFamily = 'debian' | 'fedora'
export const BUILD_PACKAGES: Record<
  LinuxFamily,
  { readonly label: string; readonly installCommand: string; readonly packages: readonly string[] }
>
export const DEBIAN_TEST_PACKAGES: readonly string[]
export const DEBIAN_BROWSER_PACKAGE: string
export const DEBIAN_BENCH_PACKAGES: readonly string[]
/** The exact line that installs a family's build packages. */
export function installLine(family: LinuxFamily): string
/** The Debian package list for one purpose, or null for an unknown one. */
export function debianPackages(purpose: string): string[] | null
