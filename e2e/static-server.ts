import { createReadStream, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import type { AddressInfo } from 'node:net'
import { RENDERER_CONTENT_TYPES } from '../src/main/shell/app-protocol'

/** The same types the app's app:// handler serves the renderer with. */
const CONTENT_TYPES = RENDERER_CONTENT_TYPES

export interface StaticServer {
  readonly url: string
  close(): Promise<void>
}

/**
 * Serves the built renderer on loopback for chromium mode.
 *
 * Only files inside `root` are served; the page's own CSP meta tag applies exactly as it does
 * under app:// in Electron.
 */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(root + sep) || !isFile(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
