import { fork } from 'node:child_process'
import type { SpawnReader } from './path-reader'

/**
 * Team file reader processes started with Node's `fork`, for hosts that are plain Node (the
 * chromium e2e host, tests). The Electron app cannot use this: its binary is not a Node with
 * the runAsNode fuse off, so the shell starts a utility process instead (shell/team-file-reader.ts).
 * `execArgv` lets a test run the TypeScript entry through a loader.
 */
export function forkPathReader(script: string, execArgv: readonly string[] = []): SpawnReader {
  return () => {
    const child = fork(script, [], {
      execArgv: [...execArgv],
      // Nothing of main's input or output: the answer, or how it ended, is all main reads.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    })
    return {
      send: (request) => void child.send(request, () => undefined),
      onMessage: (listener) => void child.on('message', listener),
      onExit(listener) {
        let told = false
        const tell = (how: string) => {
          if (!told) listener(how)
          told = true
        }
        child.once('error', (error: NodeJS.ErrnoException) =>
          tell(`did not start: ${error.code ?? error.message}`),
        )
        child.once('exit', (code, signal) => tell(signal ?? `exit code ${code}`))
      },
      kill: () => void child.kill('SIGKILL'),
    }
  }
}
