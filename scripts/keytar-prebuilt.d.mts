/** The SHA-256 of each prebuilt archive we ship; null while its digest is not recorded. */
export const PINNED_SHA256: Readonly<Record<string, string | null>>
/** The one file the archive must hold, and where keytar's require looks for it. */
export const BINARY_PATH: string
export interface ArchiveTarget {
  readonly version: string
  readonly napiVersion: number
  readonly platform: string
  readonly arch: string
}
/** The archive name prebuild-install asks for. */
export function archiveName(target: ArchiveTarget): string
/** Where the archive comes from: keytar's releases, or prebuild-install's mirror setting. */
export function archiveUrl(
  env: Readonly<Record<string, string | undefined>>,
  version: string,
  name: string,
): string
/** Why an address may not be fetched, or null when it may. */
export function refusedAddress(url: string): string | null
/** `{ url, sha256 }` when a prebuilt may be downloaded, else `{ reason }`. */
export function prebuiltPlan(
  options: ArchiveTarget & {
    readonly env: Readonly<Record<string, string | undefined>>
    readonly pinned?: Readonly<Record<string, string | null>>
  },
): { readonly url: string; readonly sha256: string; readonly reason?: never } | { readonly reason: string }
/** The next address of a redirect when it is https, else why not. */
export function redirectTarget(
  from: string,
  location: string,
): { readonly url: string; readonly reason?: never } | { readonly reason: string }
/** Why the downloaded archive is not the pinned one, or null when its digest matches. */
export function digestMismatch(name: string, actual: string, expected: string): string | null
/** The bytes of one regular file in an uncompressed tar archive, or null when absent. */
export function fileFromTar(tar: Buffer, wanted: string): Buffer | null
