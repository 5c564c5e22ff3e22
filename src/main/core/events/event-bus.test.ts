import { describe, expect, it } from 'vitest'
import type { EventName, EventPayload } from '../../../shared/ipc'
import { createEventBus } from './event-bus'

const CHANGED: EventPayload<'item:changed'> = {
  baseUrl: 'https://catalog.example.com',
  id: 1042,
  name: 'AK-47 | Redline',
  previousStatus: 'WAITING_FOR_SEND',
  status: 'TRADE_ACCEPTED',
  checkedAt: '2026-11-22T10:00:00.000Z',
}

function setup() {
  const lines: string[] = []
  const bus = createEventBus(
    (line) => lines.push(line),
    (_event, payload) => payload,
  )
  const delivered: [string, unknown][] = []
  const remove = bus.addSink((event, payload) => delivered.push([event, payload]))
  return { bus, lines, delivered, remove }
}

describe('event bus', () => {
  it('delivers a valid event to every sink, with the parsed payload', () => {
    const { bus, delivered } = setup()
    const second: unknown[] = []
    bus.addSink((_event, payload) => second.push(payload))
    expect(bus.emit('item:changed', CHANGED)).toBe(true)
    expect(delivered).toStrictEqual([['item:changed', CHANGED]])
    expect(second).toStrictEqual([CHANGED])
  })

  it('delivers what its window filter makes of the parsed payload, and only that', () => {
    const seen: [string, unknown][] = []
    const bus = createEventBus(
      () => {},
      (event, payload) => {
        seen.push([event, payload])
        return { ...payload, name: 'filtered' }
      },
    )
    const delivered: unknown[] = []
    bus.addSink((_event, payload) => delivered.push(payload))
    expect(bus.emit('item:changed', CHANGED)).toBe(true)
    expect(seen).toStrictEqual([['item:changed', CHANGED]])
    expect(delivered).toStrictEqual([{ ...CHANGED, name: 'filtered' }])
  })

  it('refuses a payload the contract does not allow, logs why, and delivers nothing', () => {
    const { bus, delivered, lines } = setup()
    const bad = { ...CHANGED, id: -1 }
    expect(bus.emit('item:changed', bad)).toBe(false)
    const extra = { ...CHANGED, token: 'secret' } as EventPayload<'item:changed'>
    expect(bus.emit('item:changed', extra)).toBe(false)
    expect(bus.emit('link:waiting', { count: 0 })).toBe(false)
    expect(delivered).toStrictEqual([])
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/refused item:changed: id/)
  })

  it('refuses an event name outside the contract', () => {
    const { bus, delivered, lines } = setup()
    expect(bus.emit('app:anything' as EventName, CHANGED as never)).toBe(false)
    expect(delivered).toStrictEqual([])
    expect(lines[0]).toMatch(/unknown event app:anything/)
  })

  it('keeps delivering to other sinks when one throws, and stops after a sink is removed', () => {
    const { bus, delivered, lines, remove } = setup()
    bus.addSink(() => {
      throw new Error('window destroyed')
    })
    expect(bus.emit('link:waiting', { count: 1 })).toBe(true)
    expect(delivered).toHaveLength(1)
    expect(lines[0]).toMatch(/a sink failed for link:waiting: window destroyed/)
    remove()
    bus.emit('link:waiting', { count: 2 })
    expect(delivered).toHaveLength(1)
  })
})
