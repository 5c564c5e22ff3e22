import { emitTo } from '../events/sent-events.test-support'
import { describe, expect, it } from 'vitest'
import { MAX_PENDING_LINKS, type KnownCatalog } from '../../../shared/ipc'
import { itemLink, lookupLink } from '../../../shared/links/catalog-link'
import { createLinkInbox } from './link-inbox'
import { withEnglish } from '../../../shared/i18n/english.test-support'

const CONNECTED = 'https://production.example.com'
const KNOWN: KnownCatalog = {
  baseUrl: 'https://staging.example.com',
  label: 'Staging',
  lastUsedAt: null,
  environment: 'staging',
  hasStoredToken: false,
  hasSessionToken: true,
}

function inbox(connected: string | null = CONNECTED) {
  const state = { connected, notified: [] as number[], logs: [] as string[], lookedUp: 0 }
  const links = createLinkInbox({
    connected: () => state.connected,
    knownCatalogs: async () => {
      state.lookedUp += 1
      return [KNOWN]
    },
    emit: emitTo((sent) => {
      if (sent.event !== 'link:waiting') throw new Error(`the inbox sent ${sent.event}`)
      state.notified.push(sent.payload.count)
    }),
    log: (line) => state.logs.push(line),
  })
  return { links, state }
}

describe('createLinkInbox', () => {
  it('R16: links wait while no catalog is connected, and are handed over once one is', async () => {
    const { links, state } = inbox(null)
    links.receive(itemLink(7, null))
    expect(state.notified).toEqual([1])
    expect(await links.take()).toEqual([])
    expect(await links.take()).toEqual([])
    state.connected = CONNECTED
    expect(await links.take()).toEqual([{ kind: 'open', target: { kind: 'item', id: 7 } }])
    expect(state.lookedUp).toBe(1)
    // Nothing waiting: nothing to classify, so the catalogs are not even listed.
    expect(await links.take()).toEqual([])
    expect(state.lookedUp).toBe(1)
  })

  it('classifies each link against the connected and the known catalogs when taken', async () => {
    const { links } = inbox()
    links.receive(itemLink(1, null))
    links.receive(itemLink(2, CONNECTED))
    links.receive(lookupLink([3, 4], KNOWN.baseUrl))
    links.receive(itemLink(5, 'https://unknown.example.com'))
    links.deliver({ target: { kind: 'item', id: 6 }, catalog: null })
    expect(await links.take()).toEqual([
      { kind: 'open', target: { kind: 'item', id: 1 } },
      { kind: 'open', target: { kind: 'item', id: 2 } },
      { kind: 'switch', target: { kind: 'lookup', ids: [3, 4] }, catalog: KNOWN },
      { kind: 'unknown_catalog', target: { kind: 'item', id: 5 }, baseUrl: 'https://unknown.example.com' },
      { kind: 'open', target: { kind: 'item', id: 6 } },
    ])
  })

  it('R7: a burst of refused links waits as one entry, counted, and pushes no valid link out', async () => {
    const { links, state } = inbox()
    links.receive(itemLink(1, null))
    for (let n = 0; n < 60; n += 1) links.receive(`catalog-browser://item/x${n}`)
    links.receive(itemLink(2, null))
    expect(state.notified).toEqual([1, 2, 3])
    expect(withEnglish(await links.take())).toEqual([
      { kind: 'open', target: { kind: 'item', id: 1 } },
      { kind: 'invalid', reason: 'What follows item/ is not an item ID (a whole number from 1).', more: 59 },
      { kind: 'open', target: { kind: 'item', id: 2 } },
    ])
    // The count starts again after the window took them.
    links.receive('catalog-browser://item/0')
    expect(withEnglish(await links.take())).toEqual([
      { kind: 'invalid', reason: '“0” is not an item ID (a whole number from 1).', more: 0 },
    ])
  })

  it(`keeps only the newest ${MAX_PENDING_LINKS} links of a burst`, async () => {
    const { links, state } = inbox()
    for (let id = 1; id <= MAX_PENDING_LINKS + 5; id += 1) links.receive(itemLink(id, null))
    expect(state.notified.at(-1)).toBe(MAX_PENDING_LINKS)
    const taken = await links.take()
    expect(taken).toHaveLength(MAX_PENDING_LINKS)
    expect(taken[0]).toEqual({ kind: 'open', target: { kind: 'item', id: 6 } })
  })

  it('R6: logs what it received by kind and a refusal by its reason, never the link', () => {
    const { links, state } = inbox()
    links.receive(lookupLink([1], null))
    links.receive('catalog-browser://item/1?session=s3cr3t-value-0042')
    links.receive('catalog-browser://item/1%0Alink: received (item)')
    expect(state.logs[0]).toBe('link: received (lookup)')
    expect(state.logs[1]).toMatch(/^link: refused: The link carries a “session” parameter/)
    expect(state.logs[2]).toBe('link: refused: What follows item/ is not an item ID (a whole number from 1).')
    expect(state.logs.join('\n')).not.toContain('s3cr3t')
  })
})
