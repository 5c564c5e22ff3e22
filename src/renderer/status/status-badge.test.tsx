import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { KNOWN_STATUSES, type ItemStatus } from '../../shared/catalog'
import english from '../../shared/i18n/messages/en.json'
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

describe('StatusBadge where it has little room', () => {
  /** A language whose short name for the status differs from its full one. */
  const messages = {
    ...english,
    'status.waitingForTradeAccept': 'Wartet auf Annahme des Handelsangebots',
    'status.short.waitingForTradeAccept': 'Wartet auf Annahme',
  }
  const narrow = (value: ItemStatus) => {
    render(
      <IntlProvider locale="de" messages={messages}>
        <StatusBadge status={value} narrow />
      </IntlProvider>,
    )
    return screen.getByTitle(/WAITING_FOR_TRADE_ACCEPT|AVAILABLE/)
  }

  it('shows the short name, reads out the full one and heads its title with it', () => {
    const badge = narrow({ known: true, value: 'WAITING_FOR_TRADE_ACCEPT' })
    expect(badge.querySelector('.badge__text')).toHaveAttribute('aria-hidden', 'true')
    expect(badge.querySelector('.badge__text')).toHaveTextContent(/^Wartet auf Annahme$/)
    expect(badge.querySelector('.visually-hidden')).toHaveTextContent(
      /^Wartet auf Annahme des Handelsangebots$/,
    )
    expect(badge.title).toBe('Wartet auf Annahme des Handelsangebots\nWAITING_FOR_TRADE_ACCEPT')
  })

  it('is the plain badge where the short name is the full one, as in English', () => {
    const { text, title } = badgeOf({ known: true, value: 'WAITING_FOR_TRADE_ACCEPT' })
    render(<StatusBadgeInEnglish />)
    const narrowBadge = screen.getByTitle('WAITING_FOR_TRADE_ACCEPT', { exact: true })
    expect(narrowBadge.textContent).toBe(text)
    expect(narrowBadge.title).toBe(title)
    expect(narrowBadge.querySelector('.visually-hidden')).toBeNull()
  })
})

function StatusBadgeInEnglish() {
  return (
    <IntlProvider locale="en" messages={english}>
      <StatusBadge status={{ known: true, value: 'WAITING_FOR_TRADE_ACCEPT' }} narrow />
    </IntlProvider>
  )
}
