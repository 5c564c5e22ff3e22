import { afterEach, describe, expect, it } from 'vitest'
import { MAX_ID_TEXT_CHARS } from '../../shared/catalog/limits'
import { call, dataOf, disposeCores, errorOf, everythingWritten, makeCore } from './app-core.test-support'
import { isolateKeychain } from './secrets/keyring.test-support'

isolateKeychain()
afterEach(disposeCores)

const TICKET = 'Hi, order #1042 and #2291 for Dana Whitfield never came.'

/** A core with the Quick answer window's host recorded, and the events it sends. */
async function quickCore() {
  const made = await makeCore()
  const host: string[] = []
  const events: string[] = []
  made.core.addEventSink((event) => events.push(event))
  const removeHost = made.core.setQuickAnswerHost({
    close: () => host.push('close'),
    discard: () => host.push('discard'),
    showMainWindow: () => host.push('showMainWindow'),
  })
  return { ...made, host, events, removeHost }
}

describe('the Quick answer window in the core', () => {
  it("hands the shortcut's text to the window once, and tells an open window a new one waits", async () => {
    const { core, events } = await quickCore()
    expect(dataOf(await call(core, 'quick:take', {}))).toEqual({ kind: 'none' })

    core.openQuickAnswer(TICKET)
    expect(events).toEqual(['quick:waiting'])
    expect(dataOf(await call(core, 'quick:take', {}))).toEqual({ kind: 'text', text: TICKET })
    expect(dataOf(await call(core, 'quick:take', {}))).toEqual({ kind: 'none' })
  })

  it('keeps only the newest press, and empty text as it came', async () => {
    const { core } = await quickCore()
    core.openQuickAnswer(TICKET)
    core.openQuickAnswer('')
    expect(dataOf(await call(core, 'quick:take', {}))).toEqual({ kind: 'text', text: '' })
  })

  it('refuses a text longer than the lookup reads without keeping it', async () => {
    const { core } = await quickCore()
    core.openQuickAnswer('1042 '.repeat(MAX_ID_TEXT_CHARS / 5 + 1))
    expect(dataOf(await call(core, 'quick:take', {}))).toEqual({ kind: 'too_long' })
    core.openQuickAnswer('x'.repeat(MAX_ID_TEXT_CHARS))
    expect(dataOf(await call(core, 'quick:take', {}))).toMatchObject({ kind: 'text' })
  })

  it('never logs nor writes the clipboard text', async () => {
    const { core, dir, logs } = await quickCore()
    core.openQuickAnswer(TICKET)
    await call(core, 'quick:take', {})
    await call(core, 'quick:openInMain', { ids: [1042, 2291], language: null, chosen: null })
    await core.dispose()
    expect(logs.join('\n')).not.toContain('Dana')
    expect(await everythingWritten(dir)).not.toContain('Dana')
  })

  it('closes the window through its host, and says when there is none', async () => {
    const { core, host, removeHost } = await quickCore()
    expect(dataOf(await call(core, 'quick:close', {}))).toEqual({ closed: true })
    expect(host).toEqual(['close'])
    removeHost()
    expect(dataOf(await call(core, 'quick:close', {}))).toEqual({ closed: false })
    expect(host).toEqual(['close'])
  })

  it('a host replaced is not removed by the old removal', async () => {
    const { core, host, removeHost } = await quickCore()
    const second: string[] = []
    core.setQuickAnswerHost({
      close: () => second.push('close'),
      discard: () => second.push('discard'),
      showMainWindow: () => undefined,
    })
    removeHost()
    await call(core, 'quick:close', {})
    expect([host, second]).toEqual([[], ['close']])
  })

  it('opens the same lookup in the main window as a lookup link does, in its reply language, shows it and closes this one', async () => {
    const { core, host } = await quickCore()
    dataOf(await call(core, 'session:openDemo', {}))
    const opened = await call(core, 'quick:openInMain', { ids: [3, 4, 5], language: 'de', chosen: 'en' })
    expect(dataOf(opened)).toEqual({ opened: true })
    expect(host).toEqual(['showMainWindow', 'close'])
    expect(dataOf(await call(core, 'links:take', {}))).toEqual([
      { kind: 'open', target: { kind: 'lookup', ids: [3, 4, 5], reply: { language: 'de', chosen: 'en' } } },
    ])
  })

  it('refuses IDs that are not item IDs, no IDs at all, a language it does not write and a customer name', async () => {
    const NO_LANGUAGE = { language: null, chosen: null }
    const { core, host } = await quickCore()
    expect(errorOf(await core.handle('quick:openInMain', { ids: [0], ...NO_LANGUAGE })).kind).toBe(
      'invalid_request',
    )
    expect(errorOf(await core.handle('quick:openInMain', { ids: [], ...NO_LANGUAGE })).kind).toBe(
      'invalid_request',
    )
    expect(errorOf(await core.handle('quick:openInMain', { ids: ['1042'], ...NO_LANGUAGE })).kind).toBe(
      'invalid_request',
    )
    for (const reply of [
      { language: 'fr', chosen: null },
      { language: null },
      { language: null, chosen: null, customerName: 'Dana' },
    ])
      expect(errorOf(await core.handle('quick:openInMain', { ids: [1], ...reply })).kind).toBe(
        'invalid_request',
      )
    expect(host).toEqual([])
  })

  it('drops the waiting ticket and discards the window with its page when the session it came in ends', async () => {
    const { core, host } = await quickCore()
    dataOf(await call(core, 'session:openDemo', {}))
    core.openQuickAnswer(TICKET)
    dataOf(await call(core, 'session:signOut', {}))
    expect(host).toEqual(['discard'])
    expect(dataOf(await call(core, 'quick:take', {}))).toEqual({ kind: 'none' })
  })

  it('keeps a ticket copied with no catalog when one is then connected, and its window open', async () => {
    const { core, host } = await quickCore()
    core.openQuickAnswer(TICKET)
    dataOf(await call(core, 'session:openDemo', {}))
    expect(host).toEqual([])
    expect(dataOf(await call(core, 'quick:take', {}))).toEqual({ kind: 'text', text: TICKET })
  })
})
