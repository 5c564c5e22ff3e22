import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { TeamTemplatesStatus } from '../../shared/reply/team-templates'
import { renderWithQuery } from '../render-with-query.test-support'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { useReplySet } from './use-reply-set'

const team = (setVersion: number): TeamTemplatesStatus => ({
  source: '/mnt/team/reply-templates.json',
  inUse: true,
  lockedBy: null,
  setVersion,
  checkedAt: 1_700_000_000_000,
  problem: null,
  set: { languages: { en: { not_found: `Team ${setVersion}: no item {id}.` } } },
})

function TeamVersion() {
  return <p>Team version {useReplySet().team?.setVersion ?? 'unread'}</p>
}

describe('the window’s reply wording', () => {
  it('is read once, and again whenever main says the team set changed, on any screen', async () => {
    let version = 4
    const fake = fakeCatalog({
      replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
      teamTemplatesStatus: () => Promise.resolve({ ok: true, data: team(version) }),
    })
    installCatalog(fake.api)
    // No reply tools and no templates dialog: as on the connect screen.
    renderWithQuery(<TeamVersion />)
    expect(await screen.findByText('Team version 4')).toBeInTheDocument()
    expect(callsOf(fake.calls, 'teamTemplatesStatus')).toHaveLength(1)

    version = 5
    act(() => fake.emit('replies:teamChanged', {}))
    expect(await screen.findByText('Team version 5')).toBeInTheDocument()
    expect(callsOf(fake.calls, 'teamTemplatesStatus')).toHaveLength(2)
  })

  it('lays the team set over the agent’s once: every reader of the window gets the same set', async () => {
    installCatalog(
      fakeCatalog({
        replyTemplates: () =>
          Promise.resolve({ ok: true, data: { languages: { en: { not_found: 'Mine: no item {id}.' } } } }),
        teamTemplatesStatus: () => Promise.resolve({ ok: true, data: team(7) }),
      }).api,
    )
    const seen: unknown[] = []
    function Reader() {
      const set = useReplySet()
      seen.push(set.data)
      return <p>{set.data?.languages.en?.not_found ?? 'unread'}</p>
    }
    renderWithQuery(
      <>
        <Reader />
        <Reader />
      </>,
    )
    expect(await screen.findAllByText('Team 7: no item {id}.')).toHaveLength(2)
    const [first, second] = seen.slice(-2)
    expect(first).toBe(second)
  })

  it('says which provider is missing when a reader has none above it', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(() => render(<TeamVersion />)).toThrow('useReplySet needs a ReplySetProvider above it')
    } finally {
      quiet.mockRestore()
    }
  })
})
