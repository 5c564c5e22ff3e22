import { describe, expect, it } from 'vitest'
import { fail, ok, type AppError, type Result } from '../../../shared/errors'
import { readCatalogZone } from '../../../shared/reply/catalog-time'
import { createDispatch } from './dispatch'
import { API_METHODS, type ApiMethod, type ServiceImplementations } from '../../../shared/ipc'
import { inEnglish, saying } from '../../../shared/i18n/english.test-support'

/** Service implementations whose every method records the channel it serves and its request, and answers `answer`. */
function table(answer: (channel: string, request: unknown) => Promise<Result<unknown>>) {
  const calls: [string, unknown][] = []
  const service = new Proxy(
    {},
    {
      get: (_target, method: string) => (request: unknown) => {
        const channel = API_METHODS[method as ApiMethod]
        calls.push([channel, request])
        return answer(channel, request)
      },
    },
  )
  const handlers = new Proxy({}, { get: () => service }) as ServiceImplementations
  return { handlers, calls }
}

function setup(
  answer: (channel: string, request: unknown) => Promise<Result<unknown>> = async () => ok('fine'),
) {
  const logs: string[] = []
  const redacted: AppError[] = []
  const masked: unknown[] = []
  const { handlers, calls } = table(answer)
  const filtered = new Set<AppError>()
  const dispatch = createDispatch(handlers, (line) => logs.push(line), {
    error: (error) => {
      redacted.push(error)
      const forWindow = { ...error }
      filtered.add(forWindow)
      return forWindow
    },
    words: <T>(words: T): T => ({ cleaned: words }) as T,
    data: <T>(data: T): T => {
      masked.push(data)
      return { masked: data } as T
    },
  })
  /** What the window reads of an error: its English words, once the window's filter passed it. */
  const shown = (error: AppError) => (filtered.has(error) ? inEnglish(error.message) : 'not filtered')
  return { dispatch, logs, calls, redacted, masked, shown }
}

const errorOf = (result: Result<unknown>) => {
  if (result.ok) throw new Error('expected a failure')
  return result.error
}

describe('createDispatch', () => {
  it('runs the channel’s handler with the parsed payload and sends its data through the data filter only', async () => {
    const { dispatch, calls, redacted, masked } = setup(async () => ok({ answer: 42 }))
    const result = await dispatch('session:resume', { baseUrl: '  https://catalog.example.com  ' })
    // Data crosses IPC too (items come from the catalog, which may echo the token): masked, not cleaned.
    expect(result).toEqual({ ok: true, data: { masked: { answer: 42 } } })
    expect(masked).toEqual([{ answer: 42 }])
    // The schema's transforms ran first: the handler sees the trimmed value.
    expect(calls).toEqual([['session:resume', { baseUrl: 'https://catalog.example.com' }]])
    expect(redacted).toEqual([])
  })

  it('R2: hands an encoded page over as it is (its values were redacted before encoding), and cleans a links reply as words', async () => {
    const { dispatch, masked } = setup(async (channel) =>
      ok(channel === 'items:list' ? '{"name":"Bearer \\"Gold\\""}' : []),
    )
    const page = await dispatch('items:list', { query: { filters: {}, page: 1, limit: 25 } })
    expect(page).toEqual({ ok: true, data: '{"name":"Bearer \\"Gold\\""}' })
    expect(masked).toEqual([])
    expect(await dispatch('links:take', {})).toEqual({ ok: true, data: { cleaned: [] } })
  })

  it('refuses an unknown channel by name, cut to 60 characters, without calling anything', async () => {
    const { dispatch, calls, shown } = setup()
    const error = errorOf(await dispatch(`app:${'x'.repeat(100)}`, {}))
    expect(error).toMatchObject({ kind: 'invalid_request', path: 'channel' })
    expect(shown(error)).toBe(
      `"app:${'x'.repeat(56)}" is not a request this app knows. This is a bug in the window; reload it.`,
    )
    expect(calls).toEqual([])
  })

  it('names the type of a channel that is not even a string', async () => {
    const { dispatch, shown } = setup()
    expect(shown(errorOf(await dispatch(7 as unknown as string, {})))).toContain(
      '"(number)" is not a request',
    )
  })

  it('refuses a payload its schema refuses, saying where, and logs the refusal', async () => {
    const { dispatch, logs, calls, shown } = setup()
    const error = errorOf(await dispatch('items:get', { id: -1, slot: 'detail' }))
    expect(error).toMatchObject({ kind: 'invalid_request', path: 'id' })
    expect(shown(error)).toMatch(/^The request items:get was refused: id: .+\.$/)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/^ipc: refused items:get: id: /)
    expect(calls).toEqual([])
  })

  it('refuses a payload that is not an object at all, without a path', async () => {
    const { dispatch, logs, shown } = setup()
    const error = errorOf(await dispatch('app:info', 'hello'))
    expect(error).toMatchObject({ kind: 'invalid_request', path: '' })
    expect(shown(error)).toBe(
      'The request app:info was refused: Invalid input: expected object, received string.',
    )
    expect(logs[0]).toMatch(/^ipc: refused app:info: \(payload\): /)
  })

  it('ends a refusal whose reason is whole sentences with one full stop, keeping the ones inside', async () => {
    const { dispatch, shown } = setup()
    const zone = 'Mars/Olympus_Mons'
    const read = readCatalogZone(zone)
    const reason = read.set ? '' : read.reason
    expect(reason).toMatch(/\. .+\.$/)
    const error = errorOf(
      await dispatch('catalogs:edit', { baseUrl: 'https://catalog.example.com', timeZone: zone }),
    )
    expect(error).toMatchObject({ kind: 'invalid_request', path: 'timeZone' })
    expect(shown(error)).toBe(`The request catalogs:edit was refused: timeZone: ${reason}`)
  })

  it('turns a handler that throws into internal, logging the channel and the stack', async () => {
    const { dispatch, logs } = setup(async () => {
      throw new Error('boom in handler')
    })
    const error = errorOf(await dispatch('app:info', {}))
    expect(error.kind).toBe('internal')
    expect(logs[0]).toMatch(/^ipc: app:info failed: Error: boom in handler\n\s+at /)
  })

  it('logs a thrown non-Error as text', async () => {
    const { dispatch, logs } = setup(() => Promise.reject('plain string'))
    expect(errorOf(await dispatch('app:info', {})).kind).toBe('internal')
    expect(logs[0]).toBe('ipc: app:info failed: plain string')
  })

  it('sends every failure a handler returns through the window redactor, and no success', async () => {
    const echo = saying('echo secret-token')
    const { dispatch, redacted, shown } = setup(async (channel) =>
      channel === 'app:notices' ? fail({ kind: 'network', message: echo, code: null }) : ok([]),
    )
    expect(shown(errorOf(await dispatch('app:notices', {})))).toBe(inEnglish(echo))
    await dispatch('app:info', {})
    expect(redacted).toEqual([{ kind: 'network', message: echo, code: null }])
  })
})
