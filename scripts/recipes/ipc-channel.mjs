/** docs/dev/how-to-add.md, "An IPC channel (window -> main)": `app:ping`, answered by main with the text sent. */
export const name = 'ipc-channel'

const FILES = {
  contract: 'src/shared/ipc/app.ts',
  /** The app service's implementation in main. */
  service: 'src/main/core/app/app-service.ts',
  /** The feature's own test (a new one: ping is no existing feature). */
  featureTest: 'src/main/core/app-core.ping.test.ts',
}

export const tests = [
  'src/main/core/app-core.ipc.test.ts',
  'src/main/core/handlers/dispatch.test.ts',
  FILES.featureTest,
  'src/preload/catalog-api.test.ts',
  'src/preload/index.test.ts',
]

/** @param {import('./edit.mjs').RecipeEditor} edit */
export function apply(edit) {
  edit.into(
    FILES.contract,
    'export const APP_CHANNELS = {',
    '\n} as const',
    `
  'app:ping': channel({
    method: 'ping',
    request: z.strictObject({ text: z.string().max(100) }),
    response: returns<{ readonly pong: string }>(),
  }),`,
  )
  edit.into(
    FILES.service,
    ['export function createAppService', 'return {'],
    '\n  }\n}',
    '\n    ping: async ({ text }) => ok({ pong: text }),',
  )
  edit.create(
    FILES.featureTest,
    `import { afterEach, describe, expect, it } from 'vitest'
import { call, dataOf, disposeCores, makeCore } from './app-core.test-support'
import { isolateKeychain } from './secrets/keyring.test-support'

isolateKeychain()
afterEach(disposeCores)

describe('app:ping', () => {
  it('answers with the text it was sent', async () => {
    const { core } = await makeCore()
    expect(dataOf(await call(core, 'app:ping', { text: 'hello' }))).toEqual({ pong: 'hello' })
  })
})
`,
  )
}
