import type * as Electron from 'electron'
import type { SpawnReader } from '../core/team-templates/path-reader'

/**
 * The team file reader processes of the installed app: Electron utility processes running the
 * reader entry (core/team-templates/team-file-process.ts, built as out/main/team-file-reader.js).
 *
 * Not Node's `fork`: in the packaged app the runAsNode fuse is off (electron-builder.cjs), so
 * the Electron binary cannot run as a plain Node and `fork` would start a second copy of the
 * app. A utility process is a Node environment Chromium starts for the app and ends with it;
 * it talks over `postMessage` / `process.parentPort`, and `kill()` ends it (SIGTERM on POSIX,
 * reaped by Electron). Its output is dropped: the answer, or how it ended, is all main reads.
 */

/** The part of Electron's UtilityProcess the reader uses. */
export interface UtilityChild {
  postMessage(message: unknown): void
  on(event: 'message', listener: (message: unknown) => void): unknown
  on(event: 'exit', listener: (code: number) => void): unknown
  kill(): boolean
}

export interface UtilityProcesses {
  fork(modulePath: string, args?: string[], options?: Electron.ForkOptions): UtilityChild
}

export const READER_SERVICE_NAME = 'Catalog Browser team file reader'

export function utilityPathReader(processes: UtilityProcesses, script: string): SpawnReader {
  return () => {
    const child = processes.fork(script, [], { serviceName: READER_SERVICE_NAME, stdio: 'ignore' })
    return {
      send: (request) => child.postMessage(request),
      onMessage: (listener) => void child.on('message', listener),
      onExit: (listener) => void child.on('exit', (code) => listener(`exit code ${code}`)),
      kill: () => void child.kill(),
    }
  }
}
