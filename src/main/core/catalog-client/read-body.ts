/**
 * Reads a response body as text, refusing more than `maxBytes`.
 *
 * The catalog is a remote party: a misbehaving server streaming gigabytes must become an
 * error message, not an out-of-memory crash of the main process.
 */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'

  constructor(readonly maxBytes: number) {
    super(`response body larger than ${maxBytes} bytes`)
  }
}

/** Generous: a full page of 250 items is well under 1 MB. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024

/**
 * Reads the body, giving up when `signal` aborts.
 *
 * The signal also went to fetch, but that is not enough: Node's fetch (undici) leaves the
 * body of some answers unsettled forever, aborted or not (seen with a 421 whose
 * Content-Length promises a byte that never comes; the fuzz test found it). So every read
 * races the signal here, and the timeout holds whatever the fetch implementation does.
 */
export async function readBodyText(
  response: Response,
  signal?: AbortSignal,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const aborted = signal ? abortion(signal) : null
  const read = () => (aborted ? Promise.race([reader.read(), aborted.promise]) : reader.read())
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) throw new BodyTooLargeError(maxBytes)
      chunks.push(value)
    }
  } catch (error) {
    // Too large, aborted or broken: let go of the stream (and its connection) either way.
    await reader.cancel().catch(() => undefined)
    throw error
  } finally {
    aborted?.dispose()
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A promise that rejects with the signal's reason when it aborts; `dispose` stops listening. */
function abortion(signal: AbortSignal): { promise: Promise<never>; dispose: () => void } {
  let dispose = () => {}
  const promise = new Promise<never>((_, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const onAbort = () => reject(signal.reason)
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a second reject of a settled promise changes nothing
    signal.addEventListener('abort', onAbort, { once: true })
    dispose = () => signal.removeEventListener('abort', onAbort)
  })
  // Nobody may be listening when it rejects (the read won the race): not an unhandled rejection.
  promise.catch(() => undefined)
  return { promise, dispose }
}

/** Drops a body we will not read, so the connection can be reused or closed promptly. */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined)
}
