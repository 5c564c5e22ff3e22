/** Types for electron-runtime.mjs (plain JavaScript, so the scripts run without a build). */
export type ElectronRuntime =
  | {
      readonly found: true
      readonly version: string
      readonly executablePath: string
      readonly source: string
    }
  | {
      readonly found: false
      readonly version: string | null
      readonly canDownload: boolean
      readonly reason: string
    }

export interface RuntimeOptions {
  readonly electronDir?: string
  readonly env?: Record<string, string | undefined>
  readonly platform?: NodeJS.Platform
}

export interface InstallResult {
  readonly ok: boolean
  readonly detail: string | null
}

export const DEFAULT_ELECTRON_DIR: string
export function executableName(platform: NodeJS.Platform): string
export function findElectronRuntime(options?: RuntimeOptions): ElectronRuntime
export function firstErrorLine(output: string | null | undefined): string | null
export function runOfficialInstall(electronDir?: string): InstallResult
export function ensureElectronRuntime(
  options?: RuntimeOptions & {
    readonly install?: () => InstallResult
    readonly log?: (line: string) => void
  },
): ElectronRuntime & { readonly installAttempted: boolean }
export function missingRuntimeMessage(options: {
  readonly reason: string
  readonly version: string | null
  readonly platform?: string
  readonly arch?: string
}): string
