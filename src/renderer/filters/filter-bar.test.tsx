import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EMPTY_FILTERS, type ListFilters } from '../../shared/catalog'
import { FilterBar } from './filter-bar'
import { filterErrorsOf, NO_FILTER_ERRORS, type FilterErrors } from './filter-errors'
import { saying } from '../../shared/i18n/english.test-support'
import { renderWithQuery } from '../render-with-query.test-support'

function setup(applied: ListFilters = EMPTY_FILTERS, serverErrors: FilterErrors = NO_FILTER_ERRORS) {
  const onApply = vi.fn<(filters: ListFilters) => boolean>().mockReturnValue(false)
  const nameInputRef = createRef<HTMLInputElement>()
  const view = renderWithQuery(
    <FilterBar applied={applied} serverErrors={serverErrors} nameInputRef={nameInputRef} onApply={onApply} />,
  )
  const search = screen.getByRole('search', { name: 'Item filters' })
  const name = within(search).getByRole('textbox', { name: 'Name' })
  const market = within(search).getByRole('textbox', { name: 'Market hash name' })
  const appId = within(search).getByRole('combobox', { name: 'App ID' })
  return { onApply, view, search, name, market, appId, user: userEvent.setup(), nameInputRef }
}

describe('FilterBar', () => {
  it('sends nothing while typing and applies on Enter, taking the typed text as a value', async () => {
    const { onApply, name, user } = setup()
    await user.type(name, 'AK-47 | Redline')
    expect(onApply).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onApply).toHaveBeenCalledTimes(1)
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, name: ['AK-47 | Redline'] })
    expect(screen.getByRole('button', { name: 'Remove AK-47 | Redline' })).toBeInTheDocument()
    expect(name).toHaveValue('')
  })

  it('turns typed text into a chip at each comma and applies several values', async () => {
    const { onApply, market, user } = setup()
    await user.type(market, 'AWP | Asiimov (Field-Tested),Glock-18 | Fade (Factory New),')
    expect(screen.getByRole('list', { name: 'Market hash name values' })).toHaveTextContent(
      'AWP | Asiimov (Field-Tested)Glock-18 | Fade (Factory New)',
    )
    expect(market).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_FILTERS,
      market_hash_name: ['AWP | Asiimov (Field-Tested)', 'Glock-18 | Fade (Factory New)'],
    })
  })

  it('splits a pasted comma- or newline-separated list into chips without applying it', async () => {
    const { onApply, name, user } = setup()
    await user.click(name)
    await user.paste('AK-47, M4A1-S\nAWP\r\n\nak-47')
    const chips = screen.getByRole('list', { name: 'Name values' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['AK-47', 'M4A1-S', 'AWP'])
    expect(name).toHaveValue('')
    expect(onApply).not.toHaveBeenCalled()
  })

  it('M5: says so when a pasted line is split at its comma, and how to keep a name whole', async () => {
    const { name, user } = setup()
    await user.click(name)
    await user.paste("Sticker | Don't Worry, I'm Pro")
    const chips = screen.getByRole('list', { name: 'Name values' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(["Sticker | Don't Worry", "I'm Pro"])
    const note = screen.getByText(/Split at the comma into 2 values/)
    expect(note).toHaveTextContent('type that name in double quotes')
    expect(name.getAttribute('aria-describedby')).toContain(note.closest('[role="status"]')!.id)
    await user.type(name, 'x')
    expect(screen.queryByText(/Split at the comma/)).toBeNull()
  })

  it('M5: keeps a quoted name whole, says the catalog will still split it, and offers its longest part', async () => {
    const { onApply, name, user } = setup()
    await user.type(name, '"Sticker | Don\'t Worry, I\'m Pro",')
    const chips = screen.getByRole('list', { name: 'Name values' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(["Sticker | Don't Worry, I'm Pro"])
    expect(
      screen.getByText(
        /The catalog splits names at commas, so “Sticker \| Don't Worry, I'm Pro” is searched as/,
      ),
    ).toHaveTextContent("“Sticker | Don't Worry” or “I'm Pro”")
    await user.click(screen.getByRole('button', { name: "Search “Sticker | Don't Worry” instead" }))
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(["Sticker | Don't Worry"])
    expect(screen.queryByText(/The catalog splits names at commas/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, name: ["Sticker | Don't Worry"] })
  })

  it('shows every pasted value up to eight, the rest behind "+N more" that expands and folds again', async () => {
    const { name, user } = setup()
    const pasted = Array.from({ length: 20 }, (_, i) => `Sticker capsule number ${i + 1} (Holo)`)
    await user.click(name)
    await user.paste(pasted.join('\n'))
    const chips = () => within(screen.getByRole('list', { name: 'Name values' }))
    const texts = () =>
      chips()
        .queryAllByTitle(/^Sticker capsule/)
        .map((chip) => chip.getAttribute('title'))
    expect(texts()).toEqual(pasted.slice(0, 8))
    const more = chips().getByRole('button', { name: '+12 more' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(texts()).toEqual(pasted)
    const fewer = chips().getByRole('button', { name: 'Show fewer' })
    expect(fewer).toHaveAttribute('aria-expanded', 'true')
    await user.click(fewer)
    expect(texts()).toHaveLength(8)
  })

  it('gives each chip its full text on hover and in its remove button’s name, however long', async () => {
    const { name, user } = setup()
    const long = 'StatTrak™ Karambit | Case Hardened (Minimal Wear) — blue gem pattern 661'
    await user.click(name)
    await user.paste(`${long},AWP`)
    expect(screen.getByTitle(long)).toHaveTextContent(long)
    expect(screen.getByRole('button', { name: `Remove ${long}` })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /more$/ })).toBeNull()
  })

  it('removes the last chip with Backspace in the empty field, and a chip with its button', async () => {
    const { onApply, name, user } = setup({ ...EMPTY_FILTERS, name: ['AK-47', 'AWP', 'Glock'] })
    await user.click(name)
    await user.keyboard('{Backspace}')
    expect(screen.queryByRole('button', { name: 'Remove Glock' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove AK-47' }))
    await user.keyboard('{Enter}')
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, name: ['AWP'] })
  })

  it('accepts a known game by name for App ID and names the game for a number', async () => {
    const { onApply, appId, user } = setup()
    await user.type(appId, '730')
    expect(appId).toHaveAccessibleDescription('Counter-Strike 2')
    await user.clear(appId)
    await user.type(appId, 'dota 2{Enter}')
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, appid: 570 })
  })

  it('refuses an App ID that is neither a number nor a known game, and says what to type', async () => {
    const { onApply, appId, user } = setup()
    await user.type(appId, 'seven{Enter}')
    expect(onApply).not.toHaveBeenCalled()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('"seven" is not an App ID. Type a whole number, or one of:')
    expect(alert).toHaveTextContent('Nothing was applied: the list is not filtered by App ID.')
    expect(appId).toHaveAttribute('aria-invalid', 'true')
    expect(appId).toHaveAccessibleDescription(alert.textContent ?? '')
    await user.clear(appId)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says which App ID stays in force while the typed one is refused, and reads a game as people say it', async () => {
    const { onApply, appId, user } = setup({ ...EMPTY_FILTERS, appid: 730 })
    await user.clear(appId)
    await user.type(appId, 'Minecraft{Enter}')
    expect(onApply).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was applied: the list still shows App ID 730.',
    )
    await user.clear(appId)
    await user.type(appId, 'dota')
    expect(appId).toHaveAccessibleDescription('Dota 2')
    await user.keyboard('{Enter}')
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, appid: 570 })
  })

  it('clears every filter with Clear filters and applies the empty set', async () => {
    const { onApply, user, appId } = setup({
      ...EMPTY_FILTERS,
      name: ['AK-47'],
      market_hash_name: ['AWP | Asiimov'],
      appid: 730,
    })
    expect(appId).toHaveValue('730')
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTERS)
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    expect(appId).toHaveValue('')
  })

  it('shows a 422 at the filter it names, in the server’s words', () => {
    const errors = filterErrorsOf({
      kind: 'validation',
      message: saying('validation error'),
      fields: { 'filter[name]': ['The name may not be greater than 100 characters.'] },
    })
    const { name, market } = setup({ ...EMPTY_FILTERS, name: ['x'] }, errors)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      'The catalog refused this filter: The name may not be greater than 100 characters.',
    )
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(alert.textContent ?? '')
    expect(market).not.toHaveAttribute('aria-invalid')
  })

  it('shows a 422 for a parameter without a field (an unknown filter) for the whole bar', () => {
    const errors = filterErrorsOf({
      kind: 'validation',
      message: saying('validation error'),
      fields: { 'filter[colour]': ['The filter colour is not allowed.'] },
    })
    setup(EMPTY_FILTERS, errors)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The catalog refused the request: filter[colour]: The filter colour is not allowed.',
    )
  })

  it('shows the newly applied filters when they change from outside', () => {
    const { view, nameInputRef } = setup({ ...EMPTY_FILTERS, name: ['AK-47'] })
    const onApply = vi.fn()
    view.rerender(
      <FilterBar
        applied={EMPTY_FILTERS}
        serverErrors={NO_FILTER_ERRORS}
        nameInputRef={nameInputRef}
        onApply={onApply}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Remove AK-47' })).not.toBeInTheDocument()
  })

  it('leaves the fields to a list that takes the filters over, and keeps what is typed meanwhile', async () => {
    const { onApply, view, name, appId, user, nameInputRef } = setup()
    onApply.mockReturnValue(true)
    const answered = (applied: ListFilters) =>
      view.rerender(
        <FilterBar
          applied={applied}
          serverErrors={NO_FILTER_ERRORS}
          nameInputRef={nameInputRef}
          onApply={onApply}
        />,
      )
    await user.type(name, 'Redline')
    await user.type(appId, '730{Enter}')
    // Until the list shows them, the fields stay as typed: nothing changes in the click's frame.
    expect(name).toHaveValue('Redline')
    expect(screen.queryByRole('button', { name: 'Remove Redline' })).not.toBeInTheDocument()
    await user.type(name, ',AWP,AK')
    answered({ ...EMPTY_FILTERS, name: ['Redline'], appid: 730 })
    expect(screen.getByRole('button', { name: 'Remove Redline' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove AWP' })).toBeInTheDocument()
    expect(name).toHaveValue('AK')
    expect(appId).toHaveValue('730')
    expect(screen.getByText('Not applied yet: press Enter')).toBeInTheDocument()

    await user.type(name, '{Enter}')
    answered({ ...EMPTY_FILTERS, name: ['Redline', 'AWP', 'AK'], appid: 730 })
    expect(name).toHaveValue('')
    expect(screen.queryByText(/Not applied yet/)).not.toBeInTheDocument()
  })

  it('says when typed filters are not applied yet', async () => {
    const { name, user } = setup()
    expect(screen.queryByText(/Not applied yet/)).not.toBeInTheDocument()
    await user.type(name, 'AWP')
    expect(screen.getByText('Not applied yet: press Enter')).toBeInTheDocument()
  })
})
