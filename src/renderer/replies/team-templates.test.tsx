import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import type { TeamTemplatesStatus } from '../../shared/reply/team-templates'
import { formatMoment } from '../format/format-time'
import { callsOf } from '../testing/fake-catalog.test-support'
import {
  box,
  button,
  byRole,
  HIDDEN_OK,
  openTemplatesDialog,
  said,
  setupTemplates,
} from '../reply-templates.test-support'
import { words } from '../../shared/i18n/words'

const CHECKED = Date.now() - 60_000
const TEAM: TeamTemplatesStatus = {
  source: '/mnt/team/reply-templates.json',
  inUse: true,
  lockedBy: null,
  setVersion: 4,
  checkedAt: CHECKED,
  problem: null,
  set: { languages: { en: { not_found: 'Team: no item {id}.' } }, shared: { closing: 'Team closing' } },
}
const IN_USE = `Team templates 4, checked ${formatMoment(new Date(CHECKED), Date.now(), 'en')}`

/** The dialog over a bridge whose team status is `status` (changed by the team calls like main would). */
function setupTeam(status: TeamTemplatesStatus | null) {
  let current: TeamTemplatesStatus = status ?? {
    ...TEAM,
    source: null,
    inUse: false,
    setVersion: null,
    checkedAt: null,
    set: null,
  }
  const answer = () => Promise.resolve({ ok: true as const, data: current })
  const setup = setupTemplates(
    { languages: { en: { greeting: 'Own greeting,' } } },
    {
      teamTemplatesStatus: answer,
      setTeamTemplatesSource: ({ source, use }) => {
        current = { ...TEAM, source: source ?? current.source, inUse: use ?? current.inUse }
        return answer()
      },
      checkTeamTemplates: () => {
        current = {
          ...current,
          problem: words(
            {
              id: 'team.notUpdated',
              defaultMessage:
                'Team templates were not updated because {reason}, so {kept} stays in use: {advice, select, address {check the address and your connection, then choose Check now} other {ask your team lead to publish it again with Export for the team…, then choose Check now}}.',
            },
            {
              reason: words(
                { id: 'team.read.status', defaultMessage: 'the server answered {status}' },
                { status: 404 },
              ),
              kept: words(
                { id: 'team.kept.version', defaultMessage: 'team templates {version}' },
                { version: 4 },
              ),
              advice: 'address',
            },
          ),
        }
        return answer()
      },
      exportTeamTemplates: () =>
        Promise.resolve({ ok: true, data: { saved: true, path: '/tmp/team.json', rows: 0, capped: false } }),
    },
  )
  return { ...setup, setStatus: (next: TeamTemplatesStatus) => (current = next) }
}

describe('team templates in the Reply templates dialog', () => {
  it('shows a box the team set read-only, with Set by your team, and leaves the agent’s other boxes theirs', async () => {
    const { user } = setupTeam(TEAM)
    const dialog = await openTemplatesDialog(user)
    const notFound = box(dialog, 'Not found')
    await vi.waitFor(() => expect(notFound).toHaveValue('Team: no item {id}.'))
    expect(box(dialog, 'Not found')).toHaveAttribute('readonly')
    expect(box(dialog, 'Not found')).toHaveAccessibleDescription('Set by your team')
    expect(box(dialog, 'Closing for all languages')).toHaveValue('Team closing')
    expect(box(dialog, 'Closing for all languages')).toHaveAttribute('readonly')
    const greeting = box(dialog, 'Greeting')
    expect(greeting).toHaveValue('Own greeting,')
    expect(greeting).not.toHaveAttribute('readonly')
    await said(dialog, IN_USE)
  })

  it('copies a reply in the team’s words and says which team set on Copy reply’s title', async () => {
    const { user, fake } = setupTeam(TEAM)
    const copy = await screen.findByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(copy).toHaveAttribute('title', IN_USE))
    await user.click(copy)
    const [copied] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(copied.text).toMatch(/^Own greeting,\n\nTeam: no item 350\.\n\nTeam closing/)
  })

  it('gives the typed source and turns team templates on; Check now reads again and shows the problem', async () => {
    const { user, fake } = setupTeam(null)
    const dialog = await openTemplatesDialog(user)
    const source = byRole(dialog, 'textbox', 'Team templates from')
    const use = button(dialog, 'Use team templates')
    expect(use).toHaveAttribute('aria-pressed', 'false')
    await user.type(source, '/mnt/team/reply-templates.json')
    await user.click(use)
    expect(callsOf(fake.calls, 'setTeamTemplatesSource')).toEqual([
      { source: '/mnt/team/reply-templates.json', use: true },
    ])
    await vi.waitFor(() =>
      expect(button(dialog, 'Use team templates')).toHaveAttribute('aria-pressed', 'true'),
    )
    await user.click(button(dialog, 'Check now'))
    expect(callsOf(fake.calls, 'checkTeamTemplates')).toHaveLength(1)
    const alert = await within(dialog).findByRole('alert', HIDDEN_OK)
    expect(alert).toHaveTextContent(
      /^Team templates were not updated because the server answered 404, .* choose Check now\.$/,
    )
    // The last good copy stays: the team's box keeps its text.
    expect(box(dialog, 'Not found')).toHaveValue('Team: no item {id}.')
  })

  it('reads the status again when main says the team set changed', async () => {
    const { user, fake, setStatus } = setupTeam(TEAM)
    const dialog = await openTemplatesDialog(user)
    await vi.waitFor(() => expect(box(dialog, 'Not found')).toHaveValue('Team: no item {id}.'))
    setStatus({ ...TEAM, setVersion: 5, set: { languages: { en: { not_found: 'Version 5 {id}.' } } } })
    act(() => fake.emit('replies:teamChanged', {}))
    await vi.waitFor(() => expect(box(dialog, 'Not found')).toHaveValue('Version 5 {id}.'))
    await said(dialog, /^Team templates 5, checked /)
  })

  it('exports for the team and says where', async () => {
    const { user, fake } = setupTeam(null)
    const dialog = await openTemplatesDialog(user)
    await user.click(button(dialog, 'Export for the team…'))
    expect(callsOf(fake.calls, 'exportTeamTemplates')).toHaveLength(1)
    await said(dialog, 'Saved for the team to /tmp/team.json')
  })

  it('shows a source the organization set as read-only, and Use team templates cannot change it', async () => {
    const { user } = setupTeam({ ...TEAM, lockedBy: 'policy' })
    const dialog = await openTemplatesDialog(user)
    await vi.waitFor(() =>
      expect(byRole(dialog, 'textbox', 'Team templates from')).toHaveAttribute('readonly'),
    )
    expect(byRole(dialog, 'textbox', 'Team templates from')).toHaveValue(TEAM.source)
    expect(byRole(dialog, 'textbox', 'Team templates from')).toHaveAccessibleDescription(
      /^Set by your organization\./,
    )
    expect(button(dialog, 'Use team templates')).toBeDisabled()
  })
})

describe('the team’s catalog errors in the Reply templates dialog', () => {
  it('lists them read-only above the agent’s own rows, with Set by your team', async () => {
    const { user } = setupTeam({
      ...TEAM,
      set: {
        languages: {},
        errorTable: [
          { contains: 'inventory is private', means: 'inventory_private' },
          { contains: 'trade url', means: 'trade_url_outdated' },
        ],
      },
    })
    const dialog = await openTemplatesDialog(user)
    const team = await within(dialog).findByRole('list', { name: 'Team catalog errors' })
    const rows = within(team).getAllByRole('group')
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Team error 1', 'Team error 2'])
    const text = within(rows[1]!).getByRole('textbox', { name: 'Error text contains' })
    expect(text).toHaveValue('trade url')
    expect(text).toHaveAttribute('readonly')
    expect(text).toHaveAccessibleDescription('Set by your team')
    expect(within(rows[0]!).getByRole('textbox', { name: 'Means' })).toHaveValue(
      'Customer must make the inventory public',
    )
    // The agent's own rows stay editable, in their own list.
    const own = within(dialog).getByRole('list', { name: 'Your catalog errors' })
    expect(within(own).getAllByRole('textbox', { name: 'Error text contains' })[0]).not.toHaveAttribute(
      'readonly',
    )
  })

  it('shows no team rows when team templates are not in use', async () => {
    const { user } = setupTeam(null)
    const dialog = await openTemplatesDialog(user)
    await within(dialog).findByRole('region', { name: 'Catalog errors' })
    expect(within(dialog).queryByRole('list', { name: 'Team catalog errors' })).toBeNull()
  })
})
