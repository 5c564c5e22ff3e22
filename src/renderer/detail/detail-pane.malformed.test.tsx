import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { DetailPane } from './detail-pane'

const bad = (raw: string) => ({ ok: false as const, raw, reason: 'expected something else' })

function serve(item: ReturnType<typeof singleItem>) {
  const fake = fakeCatalog({
    getItem: () => Promise.resolve({ ok: true, data: item }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    openExternal: () => Promise.resolve({ ok: true, data: { opened: true } }),
  })
  installCatalog(fake.api)
  return fake
}

function valueOf(term: string): HTMLElement {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term)
  if (!dt) throw new Error(`no term ${term}`)
  return dt.nextElementSibling as HTMLElement
}

describe('detail pane with malformed fields', () => {
  it('shows "unexpected value" with the raw text as plain text, and the rest of the item works', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>'
    serve(singleItem({}, { market_hash_name: bad(html), last_send: bad('2024-13-45 99:00:00') }))
    const { container } = renderWithQuery(
      <DetailPane catalog="https://catalog.test" id={42} onClose={() => {}} />,
    )
    // The first render of the file also loads the reply wording of every language: give it time.
    await screen.findByRole('heading', { name: 'AK-47 | Redline' }, { timeout: 5000 })
    const market = valueOf('Market hash name')
    expect(market).toHaveTextContent(`unexpected value ${html}`)
    expect(market.querySelector('img, b')).toBeNull()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(valueOf('Last send')).toHaveTextContent('unexpected value 2024-13-45 99:00:00')
    expect(within(valueOf('Last send')).queryByRole('time')).toBeNull()
    expect(valueOf('Price')).toHaveTextContent('15.50')
    expect(valueOf('Hash')).toHaveTextContent('a1B2c3')
  })

  it('shows a malformed trade URL as text that cannot be opened or copied, and says why', async () => {
    const fake = serve(singleItem({}, { trade_url: bad('javascript:alert(document.cookie)') }))
    renderWithQuery(<DetailPane catalog="https://catalog.test" id={42} onClose={() => {}} />)
    await screen.findByRole('heading', { name: 'AK-47 | Redline' })
    const field = valueOf('Trade URL')
    expect(field).toHaveTextContent('unexpected value javascript:alert(document.cookie)')
    expect(within(field).queryByRole('link')).toBeNull()
    const openButton = within(field).getByRole('button', { name: 'Open trade URL' })
    const copyButton = within(field).getByRole('button', { name: 'Copy trade URL' })
    expect(openButton).toBeDisabled()
    expect(copyButton).toBeDisabled()
    expect(openButton).toHaveAccessibleDescription(/not a valid trade URL/)
    await userEvent.setup().click(openButton)
    expect(callsOf(fake.calls, 'openExternal')).toHaveLength(0)
    expect(callsOf(fake.calls, 'copyText')).toHaveLength(0)
  })

  it('falls back to "Item N" for a malformed name and a placeholder for a malformed image', async () => {
    serve(singleItem({}, { name: bad('<script>x</script>'), image: bad('javascript:1') }))
    const { container } = renderWithQuery(
      <DetailPane catalog="https://catalog.test" id={42} onClose={() => {}} />,
    )
    expect(await screen.findByRole('heading', { name: 'Item 42' })).toBeInTheDocument()
    expect(container.querySelector('img[src^="javascript"]')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
  })
})
