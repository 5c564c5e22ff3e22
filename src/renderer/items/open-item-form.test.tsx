import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OpenItemForm } from './open-item-form'
import { createOpenItemStore } from '../state/open-item-store'
import { renderWithQuery } from '../render-with-query.test-support'
import { TICKET_READ_AT_ONCE_CHARS } from '../../shared/ticket/item-ids'
import { boxReader } from './box-reader'

function setup(openId: number | null = null) {
  const onOpen = vi.fn()
  const onSeveral = vi.fn()
  const onFindNamed = vi.fn()
  const openItem = createOpenItemStore(openId)
  const view = renderWithQuery(
    <OpenItemForm openItem={openItem} onOpen={onOpen} onSeveral={onSeveral} onFindNamed={onFindNamed} />,
  )
  const box = () => screen.getByRole('textbox', { name: 'Item ID' }) as HTMLInputElement
  return { ...view, openItem, onOpen, onSeveral, onFindNamed, box, user: userEvent.setup() }
}

describe('OpenItemForm', () => {
  // The reader in, as the idle prefetch leaves it: a paste is read in the event that brings it
  // (open-item-form.first-use.test.tsx covers a paste before it is in).
  beforeAll(() => boxReader.load())

  it('shows the open item’s ID and selects it on click, so a paste replaces it (7 then 12 is 12, not 712)', async () => {
    const { user, box, onOpen, openItem } = setup(7)
    expect(box()).toHaveValue('7')
    await user.click(box())
    expect([box().selectionStart, box().selectionEnd]).toEqual([0, 1])
    await user.paste('12')
    expect(box()).toHaveValue('12')
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(12)
    // Another item opens elsewhere (the table, a lookup row): the box names it.
    act(() => openItem.set(31))
    expect(box()).toHaveValue('31')
  })

  it('selects its text when reached by keyboard too', async () => {
    const { user, box } = setup(1042)
    await user.tab()
    expect(box()).toHaveFocus()
    expect([box().selectionStart, box().selectionEnd]).toEqual([0, 4])
  })

  it('hands several pasted or typed IDs to the bulk lookup instead of opening one', async () => {
    const { user, box, onOpen, onSeveral } = setup()
    await user.click(box())
    await user.paste('1042, 2291 and 3310')
    expect(onSeveral).toHaveBeenLastCalledWith('1042, 2291 and 3310')
    expect(box()).toHaveValue('')
    await user.type(box(), '5 6{Enter}')
    expect(onSeveral).toHaveBeenLastCalledWith('5 6')
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('refuses a huge paste by size, saying so, and keeps the box usable', () => {
    const { box, onSeveral } = setup()
    fireEvent.paste(box(), { clipboardData: { getData: () => '9 '.repeat(2_500_000) } })
    expect(screen.getByRole('alert')).toHaveTextContent('too long')
    expect(box()).toHaveValue('')
    expect(onSeveral).not.toHaveBeenCalled()
  })

  it('takes the one ID out of a pasted or typed sentence, like any paste', async () => {
    const { user, box, onOpen, onSeveral } = setup()
    await user.click(box())
    await user.paste('Hi there, item 3310 still not in my inventory??')
    expect(box()).toHaveValue('3310')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(3310)
    await user.clear(box())
    await user.type(box(), 'Artikel Nr. 2291 bitte{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(2291)
    expect(onSeveral).not.toHaveBeenCalled()
  })

  it('sends a sentence whose one ID is a guess beside left-out numbers to the bulk lookup, to be checked', async () => {
    const { user, box, onOpen, onSeveral } = setup()
    await user.click(box())
    await user.paste('paid 5 € for 3310 three days ago')
    expect(onSeveral).toHaveBeenLastCalledWith('paid 5 € for 3310 three days ago')
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('still refuses a sentence with no ID, saying what to type', async () => {
    const { user, box } = setup()
    await user.type(box(), 'hello there{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('is not an item ID')
  })

  it('hands a paste too long to read at once to the bulk lookup unread, even with one ID in it', () => {
    const { box, onOpen, onSeveral } = setup()
    const ticket = `Hallo, mein Artikel 1042 ist nicht da. ${'Danke. '.repeat(TICKET_READ_AT_ONCE_CHARS / 7)}`
    const read = vi.spyOn(String.prototype, 'normalize')
    fireEvent.paste(box(), { clipboardData: { getData: () => ticket } })
    // Not read here (the reader starts by normalizing): the lookup reads it without holding the window.
    expect(read).not.toHaveBeenCalled()
    read.mockRestore()
    expect(onSeveral).toHaveBeenLastCalledWith(ticket)
    expect(onOpen).not.toHaveBeenCalled()
    expect(box()).toHaveValue('')
  })

  describe('a text that names an item and gives no ID', () => {
    const TICKET = 'I bought the AK-47 | Redline (Field-Tested) yesterday and it never came.'
    const FIND = 'Find items named AK-47 | Redline (Field-Tested)'

    it('offers a pasted name as a search at once, and pressing it hands the name to the bulk lookup', async () => {
      const { user, box, onFindNamed, onOpen, onSeveral } = setup()
      await user.click(box())
      await user.paste(TICKET)
      expect(box()).toHaveValue(TICKET)
      expect(screen.getByRole('alert')).toHaveTextContent('is not an item ID')
      await user.click(screen.getByRole('button', { name: FIND }))
      expect(onFindNamed).toHaveBeenCalledWith(
        TICKET,
        expect.objectContaining({ text: 'AK-47 | Redline (Field-Tested)', style: 'market-hash' }),
      )
      expect(onOpen).not.toHaveBeenCalled()
      expect(onSeveral).not.toHaveBeenCalled()
    })

    it('closes its refusal once a name is pressed, so it does not cover the lookup that opens', async () => {
      const { user, box, onFindNamed } = setup()
      await user.click(box())
      await user.paste(TICKET)
      await user.click(screen.getByRole('button', { name: FIND }))
      expect(onFindNamed).toHaveBeenCalledTimes(1)
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.queryByRole('button', { name: /^Find items named/ })).toBeNull()
      // The ticket stays in the box, as the lookup it opened holds it.
      expect(box()).toHaveValue(TICKET)
    })

    it('offers a typed name on Enter, and takes the offer away as the text changes', async () => {
      const { user, box } = setup()
      await user.type(box(), 'AK-47 | Redline (Field-Tested){Enter}')
      expect(screen.getByRole('button', { name: FIND })).toBeInTheDocument()
      await user.type(box(), 'x')
      expect(screen.queryByRole('button', { name: /^Find items named/ })).toBeNull()
    })

    it('offers nothing for a text that names no item', async () => {
      const { user, box } = setup()
      await user.type(box(), 'where is my order{Enter}')
      expect(screen.getByRole('alert')).toHaveTextContent('is not an item ID')
      expect(screen.queryByRole('button', { name: /^Find items named/ })).toBeNull()
    })
  })
})
