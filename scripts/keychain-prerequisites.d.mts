import type { LinuxFamily } from './system-packages.mjs'

export interface LinuxProbes {
  readonly pkgConfig: boolean
  readonly libsecret: boolean
  readonly compiler: boolean
  readonly compilerName: string
  readonly make: boolean
  readonly python: boolean
}
/** The build prerequisites a Linux system lacks, in the message's words. */
export function missingPrerequisites(probes: LinuxProbes): string[]
/** The build-package family of a Linux system from its /etc/os-release text, or null when unknown. */
export function linuxFamily(osRelease: string): LinuxFamily | null
/** Linux: what is missing, the packages that bring it, and the exact lines that install them. */
export function missingPrerequisitesMessage(missing: readonly string[], family: LinuxFamily | null): string
/** After a failed compile: what this OS needs. */
export function buildFailedMessage(platform: string, family: LinuxFamily | null): string
