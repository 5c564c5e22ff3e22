import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { CatalogTimeZoneProvider } from '../api/catalog-time-zone'
import { OpenItemPane } from './open-item-pane'

/** The pane, its code loaded by the first open of the file (each test file loads our modules afresh). */
function pane() {
  installCatalog(
    fakeCatalog({
      getItem: (request) =>
        Promise.resolve({ ok: true, data: singleItem({ id: (request as { id: number }).id }) }),
    }).api,
  )
  const openItem = createOpenItemStore()
  renderWithQuery(
    <CatalogTimeZoneProvider>
      <OpenItemPane
        openItem={openItem}
        catalog="https://catalog.test"
        linkCatalog={null}
        width={420}
        drawer={false}
        onWidth={() => undefined}
        onClose={() => act(() => openItem.set(null))}
      />
    </CatalogTimeZoneProvider>,
  )
  return openItem
}

const heading = () => screen.findByRole('heading', { level: 2 })

describe('OpenItemPane', () => {
  it('gives the heading focus when asked, also when the pane’s code arrives after the open', async () => {
    const openItem = pane()
    // The first open of the file: the pane's code is not in yet, as before the idle prefetch.
    act(() => openItem.set(7, { focus: true }))
    // The pane's space is held while its code loads: nothing named yet, nothing shifts.
    expect(document.querySelector('.detail[aria-busy="true"]')).not.toBeNull()
    expect(await heading()).toHaveFocus()
  })

  it('takes focus once per request: a pane opened again without one leaves focus where it is', async () => {
    const openItem = pane()
    act(() => openItem.set(7, { focus: true }))
    expect(await heading()).toHaveFocus()
    act(() => openItem.set(null))
    const elsewhere = document.body.appendChild(document.createElement('button'))
    elsewhere.focus()
    act(() => openItem.set(8))
    await screen.findByText(/^Item 8$/, { selector: '.detail__eyebrow' })
    expect(elsewhere).toHaveFocus()
    elsewhere.remove()
  })
})
