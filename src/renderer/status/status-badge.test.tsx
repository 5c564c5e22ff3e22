import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES, type ItemStatus } from '../../shared/catalog'
import { StatusBadge } from './status-badge'
import { renderWithQuery } from '../render-with-query.test-support'

const READABLE = {
  AVAILABLE: 'Available',
  WAITING_FOR_TRADE_ACCEPT: 'Waiting for trade accept',
  TRADE_ACCEPTED: 'Trade accepted',
  WAITING_FOR_SEND: 'Waiting for send',
  UNAVAILABLE: 'Unavailable',
} as const

function badgeOf(status: ItemStatus) {
  const { container, unmount } = renderWithQuery(<StatusBadge status={status} />)
  const badge = container.querySelector('.badge') as HTMLElement
  const look = {
    text: badge.textContent,
    title: badge.title,
    className: badge.className,
    icon: badge.querySelector('svg')?.innerHTML,
  }
  unmount()
  return look
}

describe('StatusBadge', () => {
  it.each(KNOWN_STATUSES)('shows %s as readable text with the raw value in its title', (value) => {
    const look = badgeOf({ known: true, value })
    expect(look.text).toBe(READABLE[value])
    expect(look.title).toBe(value)
    expect(look.className).not.toContain('badge--unknown')
  })

  it('gives each of the five states its own colour class and its own icon', () => {
    const looks = KNOWN_STATUSES.map((value) => badgeOf({ known: true, value }))
    expect(new Set(looks.map((look) => look.className)).size).toBe(5)
    expect(new Set(looks.map((look) => look.icon)).size).toBe(5)
  })

  it('shows an unknown value as it came, with the neutral look', () => {
    const look = badgeOf({ known: false, value: 'REFUNDED' })
    expect(look.text).toBe('REFUNDED')
    expect(look.title).toBe('REFUNDED')
    expect(look.className).toContain('badge--unknown')
    const known = KNOWN_STATUSES.map((value) => badgeOf({ known: true, value }))
    expect(known.map((k) => k.icon)).not.toContain(look.icon)
  })
})
