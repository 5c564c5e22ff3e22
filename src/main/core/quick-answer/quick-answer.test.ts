import { describe, expect, it } from 'vitest'
import { MAX_ID_TEXT_CHARS } from '../../../shared/catalog/limits'
import { createQuickAnswer } from './quick-answer'

function setup() {
  const events: string[] = []
  const lookups: unknown[] = []
  const host: string[] = []
  const quick = createQuickAnswer({
    emit: (event) => {
      events.push(event)
      return true
    },
    openLookup: (ids, reply) => lookups.push({ ids, reply }),
  })
  const setHost = () =>
    quick.setHost({
      close: () => host.push('close'),
      discard: () => host.push('discard'),
      showMainWindow: () => host.push('show'),
    })
  return { quick, events, lookups, host, setHost }
}

describe('createQuickAnswer', () => {
  it('holds the text of a press for the window, hands it over once, and tells the window', () => {
    const { quick, events } = setup()
    expect(quick.take()).toEqual({ kind: 'none' })
    quick.open('item #1042')
    expect(events).toEqual(['quick:waiting'])
    expect(quick.take()).toEqual({ kind: 'text', text: 'item #1042' })
    expect(quick.take()).toEqual({ kind: 'none' })
  })

  it('keeps only the newest press, and refuses a text longer than the lookup reads without keeping it', () => {
    const { quick } = setup()
    quick.open('first')
    quick.open('second')
    expect(quick.take()).toEqual({ kind: 'text', text: 'second' })
    quick.open('x'.repeat(MAX_ID_TEXT_CHARS))
    expect(quick.take()).toEqual({ kind: 'text', text: 'x'.repeat(MAX_ID_TEXT_CHARS) })
    quick.open('x'.repeat(MAX_ID_TEXT_CHARS + 1))
    expect(quick.take()).toEqual({ kind: 'too_long' })
  })

  it('closes through its host, and says when there is none', () => {
    const { quick, host, setHost } = setup()
    expect(quick.close()).toBe(false)
    const remove = setHost()
    expect(quick.close()).toBe(true)
    expect(host).toEqual(['close'])
    remove()
    expect(quick.close()).toBe(false)
  })

  it('opens the lookup in the main window with its reply language, shows it, then closes this one', () => {
    const { quick, lookups, host, setHost } = setup()
    setHost()
    quick.openInMain([3, 4], { language: 'de', chosen: null })
    expect(lookups).toEqual([{ ids: [3, 4], reply: { language: 'de', chosen: null } }])
    expect(host).toEqual(['show', 'close'])
  })

  it('opens the lookup for the main window even with no host to show it (no shell yet)', () => {
    const { quick, lookups } = setup()
    expect(() => quick.openInMain([5], { language: null, chosen: null })).not.toThrow()
    expect(lookups).toEqual([{ ids: [5], reply: { language: null, chosen: null } }])
  })

  it('forgets: the waiting text goes, and the window is discarded with its page', () => {
    const { quick, host, setHost } = setup()
    setHost()
    quick.open('Dana, item #1042')
    quick.forget()
    expect(quick.take()).toEqual({ kind: 'none' })
    expect(host).toEqual(['discard'])
  })
})
