import { createServer } from 'node:net'

/**
 * A loopback port nothing listens on: bound once to learn a free number, then released.
 *
 * Connecting to it is refused at once, which is what "the catalog is unreachable" looks like
 * without waiting for a timeout.
 */
export async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  await new Promise<void>((done) => server.close(() => done()))
  return `http://127.0.0.1:${address.port}`
}
