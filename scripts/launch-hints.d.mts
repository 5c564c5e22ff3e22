/** The sandbox-abort explanation for Electron's output, or null when the output shows something else. */
export function sandboxAbortHint(output: string): string | null
/** Why running as root on Linux fails and what to do, or null when that is not the case. */
export function rootHint(uid: number | undefined, platform: string, args: readonly string[]): string | null
