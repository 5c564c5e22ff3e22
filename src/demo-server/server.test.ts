import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startDemoServer } from './index'
import { ContractClient } from './testing/contract-client.test-support'

function canConnect(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

describe('startDemoServer', () => {
  it('returns the base URL without a trailing slash, the bound port and the token', async () => {
    const server = await startDemoServer({ port: 0 })
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
      expect(server.port).toBeGreaterThan(0)
      expect(server.token).toBe('demo-token')
      const body = await new ContractClient(server.url, server.token).list()
      expect(body.pagination.total).toBe(5000)
    } finally {
      await server.close()
    }
  })

  it('close() stops listening and can be called twice', async () => {
    const server = await startDemoServer({ port: 0 })
    expect(await canConnect(server.port, '127.0.0.1')).toBe(true)
    await server.close()
    await server.close()
    expect(await canConnect(server.port, '127.0.0.1')).toBe(false)
  })

  it('binds the given host only', async () => {
    // Every 127.x address is loopback on Linux; a server on 127.0.0.2 must not answer on 127.0.0.1.
    const server = await startDemoServer({ port: 0, host: '127.0.0.2' })
    try {
      expect(server.url).toBe(`http://127.0.0.2:${server.port}`)
      expect(await canConnect(server.port, '127.0.0.2')).toBe(true)
      expect(await canConnect(server.port, '127.0.0.1')).toBe(false)
    } finally {
      await server.close()
    }
  })

  it('an empty catalog (items: 0) is served as such', async () => {
    const server = await startDemoServer({ port: 0, items: 0 })
    try {
      const client = new ContractClient(server.url, server.token)
      expect((await client.list()).pagination).toMatchObject({ total: 0, pages: 1, current_page: 1 })
      await client.error('/v1/items/1', 404)
    } finally {
      await server.close()
    }
  })

  it('rejects a port that is already taken with EADDRINUSE', async () => {
    const first = await startDemoServer({ port: 0 })
    try {
      await expect(startDemoServer({ port: first.port })).rejects.toMatchObject({ code: 'EADDRINUSE' })
    } finally {
      await first.close()
    }
  })

  it('rejects invalid options with a RangeError naming each of them', async () => {
    await expect(startDemoServer({ port: -1 })).rejects.toThrow(RangeError)
    await expect(startDemoServer({ items: 1.5, latencyMs: -3 })).rejects.toThrow(
      /items must be a whole number from 0 to 10000000 \(got 1\.5\); latencyMs must be a whole number from 0 to 60000 \(got -3\)/,
    )
    await expect(startDemoServer({ token: 'a b' })).rejects.toThrow(/token must be/)
  })

  it('ignores options given as undefined (defaults apply)', async () => {
    const server = await startDemoServer({ port: 0, token: undefined, items: undefined })
    try {
      expect(server.token).toBe('demo-token')
    } finally {
      await server.close()
    }
  })
})
