import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { DetailPane } from './detail-pane'

/** R5-6: the trade URL's Copy (and Open) act only on a Steam trade offer link, and say why not. */

const STEAM = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf12'

async function showTradeUrl(tradeUrl: string) {
  const fake = fakeCatalog({
    getItem: () => Promise.resolve({ ok: true, data: singleItem({ trade_url: tradeUrl }) }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    openExternal: () => Promise.resolve({ ok: true, data: { opened: true } }),
  })
  installCatalog(fake.api)
  renderWithQuery(<DetailPane catalog="https://catalog.test" id={42} onClose={() => undefined} />)
  await screen.findByText('AK-47 | Redline')
  return fake
}

describe('the trade URL’s Copy and Open', () => {
  it.each([
    [
      'a line break',
      `${STEAM}\nhttps://evil.example/`,
      'Not opened or copied: this trade URL holds a space, a line break or an invisible character.',
    ],
    [
      'a user name and password',
      'https://agent:s3cret@steamcommunity.com/tradeoffer/new/?partner=1&token=a',
      'Not opened or copied: this trade URL carries a user name or password, which a Steam trade offer link never does.',
    ],
    [
      'another host',
      'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=a',
      'Not opened or copied: only a Steam trade offer link is (https://steamcommunity.com/tradeoffer/new/ with a partner and a token).',
    ],
  ])('copies and opens nothing for a trade URL with %s, and says why', async (_what, url, why) => {
    const fake = await showTradeUrl(url)
    const user = userEvent.setup()
    for (const name of ['Copy trade URL', 'Open trade URL']) {
      const button = screen.getByRole('button', { name })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(why)
      await user.click(button)
    }
    expect(screen.getByText(why)).toBeVisible()
    expect(callsOf(fake.calls, 'copyText')).toEqual([])
    expect(callsOf(fake.calls, 'openExternal')).toEqual([])
  })

  it('copies and opens a Steam trade offer link in the one form its checks passed', async () => {
    const fake = await showTradeUrl('https://SteamCommunity.com/tradeoffer/new?token=AbCdEf12&partner=123456')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Copy trade URL' }))
    await user.click(screen.getByRole('button', { name: 'Open trade URL' }))
    expect(callsOf(fake.calls, 'copyText')).toEqual([{ text: STEAM }])
    expect(callsOf(fake.calls, 'openExternal')).toEqual([{ url: STEAM }])
  })
})
