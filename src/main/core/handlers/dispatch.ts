import { fail, internal, type AppError, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import { IPC_CHANNELS, IPC_SERVICES, isChannel, type ServiceImplementations } from '../../../shared/ipc'
import { firstIssue } from '../zod-issue'

/**
 * The IPC boundary: finds the channel, validates the payload, calls the method of the service
 * implementation the contract names for it, and turns anything that goes wrong into a Result.
 *
 * The renderer is untrusted, so every payload is parsed with the channel's zod schema
 * (strict objects: an extra key is an error, not ignored). Nothing here throws or rejects:
 * a thrown error would cross Electron IPC as a bare string and lose its kind.
 *
 * Every answer leaves through `forWindow`: much of an error's text comes from the catalog (422
 * field names and messages, a redirect target), and so does every item, and the catalog may
 * echo the Authorization header. The redactor removes every token main has seen from both;
 * errors are also cleaned for display.
 */
export type Dispatch = (channel: string, payload: unknown) => Promise<Result<unknown>>

/** Each channel's service and method, from the contract. */
const ROUTES = new Map(
  Object.entries(IPC_SERVICES).flatMap(([service, channels]) =>
    Object.entries(channels).map(([channel, entry]) => [channel, { service, method: entry.method }] as const),
  ),
)

const MAX_CHANNEL_IN_MESSAGE = 60

/** Whatever arrived as the channel, safely shown: it may not even be a string. */
function channelForMessage(channel: unknown): string {
  return typeof channel === 'string' ? channel.slice(0, MAX_CHANNEL_IN_MESSAGE) : `(${typeof channel})`
}

/** What every answer passes through on its way to the window. */
export interface WindowFilter {
  error(error: AppError): AppError
  /** Text for people: redacted and cleaned for display. */
  words<T>(words: T): T
  /** Data as the catalog sent it: redacted only. */
  data<T>(data: T): T
}

function replyForWindow<T>(channel: string, data: T, forWindow: WindowFilter): T {
  // The channel's contract entry says when its answer is not plain data (contract-entries.ts).
  const pass = isChannel(channel) ? IPC_CHANNELS[channel].pass : undefined
  if (pass === 'encoded') return data
  return pass === 'words' ? forWindow.words(data) : forWindow.data(data)
}

export function createDispatch(
  services: ServiceImplementations,
  log: (line: string) => void,
  forWindow: WindowFilter,
): Dispatch {
  const run = runner(services, log)
  return async (channel, payload) => {
    const result = await run(channel, payload)
    return result.ok
      ? { ok: true, data: replyForWindow(channel, result.data, forWindow) }
      : fail(forWindow.error(result.error))
  }
}

type Implementation = Readonly<Record<string, (request: unknown) => Promise<Result<unknown>>>>

function runner(services: ServiceImplementations, log: (line: string) => void): Dispatch {
  return async (channel, payload) => {
    try {
      if (!isChannel(channel)) {
        const shown = channelForMessage(channel)
        return fail({
          kind: 'invalid_request',
          message: words(
            {
              id: 'error.ipc.unknownChannel',
              defaultMessage:
                '"{channel}" is not a request this app knows. This is a bug in the window; reload it.',
            },
            { channel: shown },
          ),
          path: 'channel',
        })
      }
      const parsed = IPC_CHANNELS[channel].request.safeParse(payload)
      if (!parsed.success) {
        const issue = firstIssue(parsed.error)
        log(`ipc: refused ${channel}: ${issue.path || '(payload)'}: ${issue.message}`)
        return fail({
          kind: 'invalid_request',
          // The schema's own words for the problem are a detail for whoever reads the bug report.
          message: words(
            { id: 'error.ipc.refused', defaultMessage: 'The request {channel} was refused: {detail}.' },
            {
              channel,
              detail: `${issue.path ? `${issue.path}: ` : ''}${issue.message.replace(/\.$/, '')}`,
            },
          ),
          path: issue.path,
        })
      }
      // Each method's request type is its channel's schema output; both come from one entry.
      const route = ROUTES.get(channel)
      if (route === undefined) throw new Error(`no service has ${channel}`)
      const implementation = services[route.service as keyof ServiceImplementations] as Implementation
      return await implementation[route.method]!(parsed.data)
    } catch (error) {
      log(
        `ipc: ${channelForMessage(channel)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      )
      return fail(internal())
    }
  }
}
