import { afterAll, beforeAll } from 'vitest'
import { startDemoServer, type DemoServerOptions, type RunningDemoServer } from '../index'
import { ContractClient } from './contract-client.test-support'

export interface DemoFixture {
  readonly server: RunningDemoServer
  readonly client: ContractClient
}

/**
 * Starts a real demo server on a free port for the enclosing test file (or describe block)
 * and stops it afterwards. Read `server`/`client` inside tests, after `beforeAll` ran.
 */
export function useDemoServer(options: DemoServerOptions = {}): DemoFixture {
  let server: RunningDemoServer | undefined
  let client: ContractClient | undefined
  beforeAll(async () => {
    server = await startDemoServer({ port: 0, ...options })
    client = new ContractClient(server.url, server.token)
  })
  afterAll(async () => {
    await server?.close()
  })
  return {
    get server() {
      if (!server) throw new Error('the demo server is not started yet (use it inside a test)')
      return server
    },
    get client() {
      if (!client) throw new Error('the demo server is not started yet (use it inside a test)')
      return client
    },
  }
}
