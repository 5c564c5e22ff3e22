import { describe, expect, it } from 'vitest'
import type { EventPayload } from '../../../shared/ipc'
import { createSecretRedactor } from '../redaction/secret-redactor'
import { eventForWindow } from './event-for-window'
import { saying } from '../../../shared/i18n/english.test-support'

/** Issue 11, D2: events cross IPC too, and what they carry comes from the catalog. */
const TOKEN = 'event-token-9d41'
const filter = eventForWindow(createSecretRedactor([TOKEN]))
const BATCH = 'b-1'

describe('eventForWindow', () => {
  it('R2: masks the token in a lookup row’s item but keeps its text otherwise as the catalog sent it, "Bearer" included', () => {
    const row = {
      batchId: BATCH,
      rows: [
        {
          index: 0,
          id: 7,
          outcome: { kind: 'item', item: { id: 7, name: `Knife ${TOKEN}\u202e`, note: 'Bearer abc.def' } },
        },
      ],
    } as unknown as EventPayload<'lookup:progress'>
    const shown = JSON.stringify(filter('lookup:progress', row))
    expect(shown).not.toContain(TOKEN)
    expect(shown).toContain('Knife [redacted]\u202e')
    expect(shown).toContain('Bearer abc.def')
  })

  it('masks and cleans a failed lookup row’s message, as a reply’s error would be, beside an item row', () => {
    const message = saying(`HTTP 500: echo ${TOKEN}\u0007\u202eand Bearer other.token`)
    const payload = {
      batchId: BATCH,
      rows: [
        { index: 1, id: 8, outcome: { kind: 'error', error: { kind: 'server', message } } },
        { index: 2, id: 9, outcome: { kind: 'item', item: { id: 9, name: 'Standard Bearer x.y' } } },
      ],
    } as unknown as EventPayload<'lookup:progress'>
    const shown = filter('lookup:progress', payload)
    expect(shown.batchId).toBe(BATCH)
    const [failed, item] = shown.rows
    const text = failed?.outcome.kind === 'error' ? failed.outcome.error.message.values?.detail : ''
    expect(text).not.toContain(TOKEN)
    expect(text).not.toContain('\u0007')
    expect(text).toBe('HTTP 500: echo [redacted]\\u0007\\u202Eand Bearer [redacted]')
    // Only the failed row takes the error pass: the item next to it keeps its name.
    expect(JSON.stringify(item)).toContain('Standard Bearer x.y')
  })

  it('masks and cleans why a session ended', () => {
    const shown = filter('session:ended', { message: saying(`401 for ${TOKEN}\u202eevil`) })
    expect(shown.message).toEqual(saying('401 for [redacted]\\u202Eevil'))
  })

  it('masks every other event’s strings', () => {
    const shown = filter('item:changed', {
      baseUrl: 'https://catalog.example.com',
      id: 1,
      name: `named ${TOKEN}`,
      previousStatus: 'WAITING_FOR_SEND',
      status: `S_${TOKEN}`,
      checkedAt: '2026-11-22T10:00:00.000Z',
    })
    expect(shown.name).toBe('named [redacted]')
    expect(shown.status).toBe('S_[redacted]')
  })
})
