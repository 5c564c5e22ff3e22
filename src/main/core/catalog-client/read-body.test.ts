import { describe, expect, it, vi } from 'vitest'
import { BodyTooLargeError, discardBody, MAX_BODY_BYTES, readBodyText } from './read-body'

/** A response whose body yields `chunks` and then ends (or never ends with `open`). */
function streamed(chunks: Uint8Array[], options: { open?: boolean } = {}) {
  const cancelled = vi.fn()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      if (!options.open) controller.close()
    },
    cancel: cancelled,
  })
  return { response: new Response(body), cancelled }
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe('readBodyText', () => {
  it('joins the chunks before decoding, so a character split between two chunks survives', async () => {
    const [first, second] = [bytes('caf\u00e9!').subarray(0, 4), bytes('caf\u00e9!').subarray(4)]
    const { response } = streamed([first!, second!])
    expect(await readBodyText(response)).toBe('caf\u00e9!')
  })

  it('reads an empty or missing body as empty text', async () => {
    expect(await readBodyText(new Response(null))).toBe('')
    expect(await readBodyText(streamed([]).response)).toBe('')
  })

  it('accepts exactly maxBytes and refuses one more, letting go of the stream', async () => {
    expect(await readBodyText(streamed([bytes('12'), bytes('345')]).response, undefined, 5)).toBe('12345')
    const { response, cancelled } = streamed([bytes('12'), bytes('3456')], { open: true })
    const error = await readBodyText(response, undefined, 5).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BodyTooLargeError)
    expect(error).toMatchObject({
      name: 'BodyTooLargeError',
      maxBytes: 5,
      message: 'response body larger than 5 bytes',
    })
    expect(cancelled).toHaveBeenCalledOnce()
  })

  it('gives up when the signal aborts, even if the stream never settles, and cancels the stream', async () => {
    const { response, cancelled } = streamed([bytes('partial')], { open: true })
    const controller = new AbortController()
    const reading = readBodyText(response, controller.signal)
    controller.abort(new Error('timed out'))
    await expect(reading).rejects.toThrow('timed out')
    expect(cancelled).toHaveBeenCalledOnce()
  })

  it('gives up at once with a signal that already aborted, even on a body that never comes', async () => {
    const { response, cancelled } = streamed([], { open: true })
    await expect(readBodyText(response, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone')
    expect(cancelled).toHaveBeenCalledOnce()
  })

  it('stops listening to the signal once the body is read', async () => {
    const controller = new AbortController()
    const removed = vi.spyOn(controller.signal, 'removeEventListener')
    expect(await readBodyText(streamed([bytes('ok')]).response, controller.signal)).toBe('ok')
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function))
    // An abort after the read is nobody's business: no unhandled rejection follows.
    controller.abort()
  })

  it('allows 16 MiB by default', () => {
    expect(MAX_BODY_BYTES).toBe(16 * 1024 * 1024)
  })
})

describe('discardBody', () => {
  it('cancels a body nobody will read, and shrugs off a body that cannot be cancelled', async () => {
    const { response, cancelled } = streamed([bytes('unread')], { open: true })
    await discardBody(response)
    expect(cancelled).toHaveBeenCalledOnce()
    await expect(discardBody(new Response(null))).resolves.toBeUndefined()
    const locked = streamed([bytes('x')], { open: true }).response
    locked.body?.getReader() // a locked stream refuses cancel()
    await expect(discardBody(locked)).resolves.toBeUndefined()
  })
})
