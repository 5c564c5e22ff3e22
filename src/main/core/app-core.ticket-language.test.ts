import { afterEach, describe, expect, it } from 'vitest'
import { MAX_ID_TEXT_CHARS } from '../../shared/catalog/limits'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import { isolateKeychain } from './secrets/keyring.test-support'

isolateKeychain()
afterEach(disposeCores)

const GERMAN = 'Hallo, ich habe den Artikel 1042 gekauft, aber er ist immer noch nicht angekommen.'

describe('replies:ticketLanguage', () => {
  it.each([
    [GERMAN, 'de'],
    ['Hi, I bought item 2291 two days ago and it still has not arrived.', 'en'],
    ['你好，我的物品 2291 还没有到，请帮我查一下，谢谢。', 'zh-CN'],
  ] as const)('answers the language a ticket is clearly in: %s', async (text, language) => {
    const { core } = await makeCore()
    expect(dataOf(await call(core, 'replies:ticketLanguage', { text }))).toBe(language)
  })

  it.each([
    ['IDs only', '1042, 2291 and 3310'],
    ['two languages', 'Guten Tag, Artikel 5512 fehlt noch. Hello, item 5512 is still missing.'],
    ['nothing', ''],
  ])('answers null when the ticket does not say (%s): the usual language stays', async (_why, text) => {
    const { core } = await makeCore()
    expect(dataOf(await call(core, 'replies:ticketLanguage', { text }))).toBeNull()
  })

  it('reads a ticket as long as the Item IDs box takes, and refuses a longer one with a typed error', async () => {
    const { core } = await makeCore()
    const longest = GERMAN.padEnd(MAX_ID_TEXT_CHARS, ' 1042')
    expect(longest).toHaveLength(MAX_ID_TEXT_CHARS)
    expect(dataOf(await call(core, 'replies:ticketLanguage', { text: longest }))).toBe('de')
    const error = errorOf(await call(core, 'replies:ticketLanguage', { text: `${longest} ` }))
    expect(error).toMatchObject({ kind: 'invalid_request', path: 'text' })
  })
})
