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

export async function readBodyText(response: Response, maxBytes: number = MAX_BODY_BYTES): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLargeError(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Drops a body we will not read, so the connection can be reused or closed promptly. */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined)
}
