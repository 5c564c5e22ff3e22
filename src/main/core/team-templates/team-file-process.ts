import { readTeamPath, type PathFacts, type PathRequest } from './team-file'

/**
 * The team file reader process: reads one path when main asks, answers with its facts, and
 * waits to be ended (main ends it once it has the answer, or at quit).
 *
 * A read of a share that stopped answering (SMB, NFS) can hold an `open` or `stat` for ever,
 * and Node runs those on a pool of four threads it shares with every other file, keychain
 * and DNS call of its process: a worker thread shares that pool too. In a process of its own
 * a stuck read holds only this process's pool (path-reader.ts). Built as its own entry of
 * the main bundle (electron.vite.config.ts); the app starts it as an Electron utility process,
 * other hosts and the tests with Node's `fork`, so it speaks to either parent.
 */

interface Channel {
  onRequest(listener: (message: unknown) => void): void
  answer(facts: PathFacts): void
}

/** Electron's utility process has `process.parentPort`; a Node `fork` child has `process.send`. */
function parentChannel(): Channel | null {
  const port = (process as { parentPort?: ParentPort }).parentPort
  if (port !== undefined)
    return {
      onRequest: (listener) => port.on('message', (event) => listener(event.data)),
      answer: (facts) => port.postMessage(facts),
    }
  const send = process.send?.bind(process)
  if (send === undefined) return null
  // A parent gone is a read no one waits for: end, even with a read still stuck.
  process.once('disconnect', () => process.exit(0))
  return {
    onRequest: (listener) => process.on('message', listener),
    answer: (facts) => void send(facts),
  }
}

interface ParentPort {
  on(event: 'message', listener: (event: { readonly data: unknown }) => void): void
  postMessage(message: unknown): void
}

function requestFrom(message: unknown): PathRequest | null {
  if (typeof message !== 'object' || message === null) return null
  const { path, lastMtimeMs, maxBytes } = message as Record<string, unknown>
  if (typeof path !== 'string' || typeof maxBytes !== 'number' || !Number.isSafeInteger(maxBytes)) return null
  if (lastMtimeMs !== null && typeof lastMtimeMs !== 'number') return null
  return { path, lastMtimeMs, maxBytes }
}

const channel = parentChannel()
if (channel === null) {
  process.stderr.write('the team file reader runs only as a child of the app\n')
  process.exitCode = 2
} else {
  channel.onRequest((message) => {
    const request = requestFrom(message)
    if (request === null) return channel.answer({ kind: 'error', code: 'a request the reader does not know' })
    void readTeamPath(request.path, request.lastMtimeMs, request.maxBytes).then(channel.answer)
  })
}
