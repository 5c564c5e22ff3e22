import { words } from '../../../shared/i18n/words'
import { setClampedTimeout } from '../timers/clamped-timeout'
import { fileReadingFrom, unreadable, type FileReading } from './path-facts'
import { readTeamPath, type PathRequest } from './team-file'

/**
 * Reads team file paths one at a time, each in a reader process (team-file-process.ts), so a
 * share that never answers costs main nothing but that process.
 *
 * A read that passes `timeoutMs` is given up on as a check (the check says so and ends), but
 * its process is left to finish: killing it and starting another each time would only pile
 * up stuck reads. While it is still out, a check of the same path starts nothing and says for
 * how long the file has not answered; once the read ends, by itself or because the source
 * changed, the next check reads again. `dispose` (quit) ends the process and waits for nothing.
 */

/** One reader process, as its host starts it: Node's `fork`, Electron's utility process, or this process. */
export interface ReaderProcess {
  send(request: PathRequest): void
  /** Its answer (unchecked: it crossed a process boundary). */
  onMessage(listener: (message: unknown) => void): void
  /** It ended, or could not start: `how` says which, for the log and the problem line. */
  onExit(listener: (how: string) => void): void
  kill(): void
}

export type SpawnReader = () => ReaderProcess

export interface PathReader {
  read(request: PathRequest): Promise<FileReading>
  dispose(): void
}

export interface PathReaderOptions {
  readonly spawn: SpawnReader
  readonly timeoutMs: number
  readonly now: () => number
}

interface Flight {
  readonly path: string
  readonly startedAt: number
  readonly process: ReaderProcess
  /** Ends the check waiting on it, if one still is (set once the read's promise exists). */
  close: () => void
}

export function createPathReader(options: PathReaderOptions): PathReader {
  let flight: Flight | null = null
  let disposed = false

  const stillWaiting = (since: number): FileReading => ({
    kind: 'failed',
    reason: words(
      {
        id: 'team.read.stillWaiting',
        defaultMessage:
          'the file has not answered for {minutes, plural, =0 {less than a minute} one {# minute} other {# minutes}}, and the app waits for that answer before it asks again',
      },
      { minutes: Math.floor((options.now() - since) / 60_000) },
    ),
    advice: 'address',
  })

  return {
    read(request) {
      if (disposed) return Promise.resolve(unreadable('closing'))
      if (flight !== null) {
        if (flight.path === request.path) return Promise.resolve(stillWaiting(flight.startedAt))
        // The source changed: its stuck read is no one's any more.
        flight.process.kill()
        flight = null
      }
      const child = options.spawn()
      const mine: Flight = {
        path: request.path,
        startedAt: options.now(),
        process: child,
        close: () => undefined,
      }
      flight = mine
      const done = () => {
        if (flight === mine) flight = null
      }
      return new Promise<FileReading>((resolve) => {
        let settled = false
        const settle = (reading: FileReading) => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          resolve(reading)
        }
        mine.close = () => settle(unreadable('closing'))
        const timer = setClampedTimeout(
          () =>
            settle({
              kind: 'failed',
              reason: words(
                {
                  id: 'team.read.fileTimeout',
                  defaultMessage:
                    'the file did not answer within {seconds, plural, one {# second} other {# seconds}}',
                },
                { seconds: Math.round(options.timeoutMs / 1000) },
              ),
              advice: 'address',
            }),
          options.timeoutMs,
        )
        child.onMessage((message) => {
          done()
          child.kill()
          settle(fileReadingFrom(message, request.maxBytes))
        })
        child.onExit((how) => {
          done()
          settle(unreadable(`the reader stopped: ${how}`))
        })
        child.send(request)
      })
    },
    dispose() {
      disposed = true
      flight?.process.kill()
      flight?.close()
      flight = null
    },
  }
}

/**
 * A "process" that is this one: for hosts that start no reader process. A stuck read then
 * holds one of this process's four I/O threads (never more: reads run one at a time) and is
 * only abandoned, never ended.
 */
export const readInThisProcess: SpawnReader = () => {
  const listeners: ((message: unknown) => void)[] = []
  let killed = false
  return {
    send(request) {
      void readTeamPath(request.path, request.lastMtimeMs, request.maxBytes).then((facts) => {
        if (!killed) for (const listener of listeners) listener(facts)
      })
    },
    onMessage: (listener) => void listeners.push(listener),
    onExit: () => undefined,
    kill() {
      killed = true
    },
  }
}
