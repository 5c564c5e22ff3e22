import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Answers requests Node's HTTP parser rejects before any handler runs (headers over the
 * size limit, malformed request lines, unknown methods, header timeouts) with the same JSON
 * error envelope as everything else, instead of Node's bare default. None of them is a 5xx.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex,
  maxHeaderBytes: number,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  let status = 400
  let message =
    'The request could not be parsed as HTTP/1.1. Check the request line and headers; characters outside ASCII in the URL must be percent-encoded.'
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431
    message = `The request line and headers exceed ${maxHeaderBytes / 1024} KB. Send fewer or shorter filter values.`
  } else if (error.code === 'HPE_INVALID_METHOD') {
    message = 'Unknown HTTP method. The catalog answers GET, HEAD and OPTIONS.'
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408
    message = 'The request headers did not arrive in time.'
  }
  const body = JSON.stringify({ success: false, type: 'error', message })
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}
