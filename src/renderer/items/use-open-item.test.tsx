import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { CatalogApi } from '../../shared/ipc'
import { callsOf } from '../testing/fake-catalog.test-support'
import { startApp } from '../testing/fake-app.test-support'

const paneShown = () => screen.queryByRole('region', { name: 'Item details' }) !== null

describe('opening an item', () => {
  it('asks main for it in the click’s own task, before the pane exists, and only once', async () => {
    const { fake, user } = startApp()
    const table = await screen.findByRole('table', { name: 'Items' })
    await within(table).findByText(/^Item 26$/)
    // Whether the pane was already on screen when the request left.
    const paneAtRequest: boolean[] = []
    const api = fake.api as { -readonly [M in keyof CatalogApi]: CatalogApi[M] }
    const getItem = api.getItem
    api.getItem = (request) => {
      paneAtRequest.push(paneShown())
      return getItem(request)
    }

    await user.click(within(table).getByText(/^Item 27$/))
    await within(await screen.findByRole('region', { name: 'Item details' })).findByText('27')
    expect(paneAtRequest).toEqual([false])
    expect(callsOf(fake.calls, 'getItem')).toEqual([{ id: 27, slot: 'detail' }])
  })
})
