import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES } from '../../shared/catalog'
import { deriveItemDetails, type ItemDetails } from './item-details'

/** A fixed "now": 2026-03-10 14:30:00 UTC, in epoch seconds. */
const NOW = Date.UTC(2026, 2, 10, 14, 30) / 1000
const seconds = (stamp: string) => Date.parse(`${stamp.replace(' ', 'T')}Z`) / 1000
const items: ItemDetails[] = Array.from({ length: 600 }, (_, i) => deriveItemDetails(7, i + 1, NOW))
const withStatus = (status: string) => items.filter((item) => item.status === status)

describe('deriveItemDetails', () => {
  it('is the same for the same seed, id and now, and moves with now', () => {
    expect(deriveItemDetails(7, 42, NOW)).toEqual(deriveItemDetails(7, 42, NOW))
    const later = deriveItemDetails(7, 42, NOW + 3600)
    expect(seconds(later.last_send) - seconds(deriveItemDetails(7, 42, NOW).last_send)).toBe(3600)
  })

  it('covers every status', () => {
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(KNOWN_STATUSES))
  })

  it('puts every past time before now and a scheduled retry minutes ahead', () => {
    for (const item of items) {
      expect(Date.parse(item.bought_at) / 1000).toBeLessThanOrEqual(NOW)
      expect(seconds(item.last_send)).toBeLessThanOrEqual(NOW)
      if (item.next_try !== null) {
        expect(seconds(item.next_try)).toBeGreaterThan(NOW)
        expect(seconds(item.next_try)).toBeLessThanOrEqual(NOW + 20 * 60)
      }
    }
  })

  it('has a waiting-for-send item last sent minutes ago with its next try scheduled', () => {
    for (const item of withStatus('WAITING_FOR_SEND')) {
      expect(NOW - seconds(item.last_send)).toBeLessThanOrEqual(25 * 60)
      expect(item.next_try).not.toBeNull()
    }
  })

  it('never promises another try on a final state, nor schedules one', () => {
    for (const status of ['TRADE_ACCEPTED', 'UNAVAILABLE', 'AVAILABLE']) {
      for (const item of withStatus(status)) {
        expect(item.next_try).toBeNull()
        expect(item.error_message ?? '').not.toMatch(/again/)
      }
    }
    expect(withStatus('UNAVAILABLE').some((item) => item.error_message !== null)).toBe(true)
  })

  it('gives available and accepted items no error', () => {
    for (const item of [...withStatus('AVAILABLE'), ...withStatus('TRADE_ACCEPTED')]) {
      expect(item.error_message).toBeNull()
      expect(item.error_date).toBeNull()
    }
  })
})
