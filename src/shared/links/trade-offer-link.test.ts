import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tradeOfferLink } from './trade-offer-link'

const STEAM = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf12'
/** The one shape a copy or an open may have. */
const CANONICAL =
  /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=[0-9]{1,10}&token=[A-Za-z0-9_-]{1,32}$/

describe('tradeOfferLink', () => {
  it('takes a Steam trade offer link as it is', () => {
    expect(tradeOfferLink(STEAM)).toEqual({ ok: true, href: STEAM })
  })

  it.each([
    [
      'the parameters the other way round',
      'https://steamcommunity.com/tradeoffer/new/?token=AbCdEf12&partner=123456',
    ],
    ['no closing slash', 'https://steamcommunity.com/tradeoffer/new?partner=123456&token=AbCdEf12'],
    ['the host in capitals', 'https://SteamCommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf12'],
    ['an empty fragment', `${STEAM}#`],
  ])('takes one with %s, and copies it in its one form', (_what, url) => {
    expect(tradeOfferLink(url)).toEqual({ ok: true, href: STEAM })
  })

  it.each([
    ['a line break', `${STEAM}\nhttps://evil.example`, 'hidden'],
    [
      'a line break inside',
      'https://steamcommunity.com/trade\noffer/new/?partner=123456&token=AbCdEf12',
      'hidden',
    ],
    ['a tab', `https://steamcommunity.com/tradeoffer/new/?partner=123456&token=Ab\tCd`, 'hidden'],
    ['a space before it', ` ${STEAM}`, 'hidden'],
    ['a zero-width space', `https://steam\u200bcommunity.com/tradeoffer/new/?partner=1&token=a`, 'hidden'],
    ['a right-to-left override', `${STEAM}\u202e`, 'hidden'],
    [
      'a user name and password',
      'https://user:pass@steamcommunity.com/tradeoffer/new/?partner=1&token=a',
      'credentials',
    ],
    ['a user name', 'https://support@steamcommunity.com/tradeoffer/new/?partner=1&token=a', 'credentials'],
    ['plain http', 'http://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf12', 'notHttps'],
    ['javascript:', 'javascript:alert(1)//?partner=1&token=2', 'notHttps'],
    [
      'another host',
      'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=a',
      'notTradeOffer',
    ],
    ['a look-alike host', 'https://steamcommunlty.com/tradeoffer/new/?partner=1&token=a', 'notTradeOffer'],
    ['a look-alike letter', 'https://steamcommunіty.com/tradeoffer/new/?partner=1&token=a', 'notTradeOffer'],
    ['a subdomain', 'https://www.steamcommunity.com/tradeoffer/new/?partner=1&token=a', 'notTradeOffer'],
    ['a port', 'https://steamcommunity.com:8443/tradeoffer/new/?partner=1&token=a', 'notTradeOffer'],
    ['another path', 'https://steamcommunity.com/login/home/?partner=1&token=a', 'notTradeOffer'],
    ['a third parameter', `${STEAM}&goto=https://evil.example`, 'notTradeOffer'],
    ['a repeated parameter', `${STEAM}&token=other`, 'notTradeOffer'],
    [
      'a partner that is no number',
      'https://steamcommunity.com/tradeoffer/new/?partner=12a&token=a',
      'notTradeOffer',
    ],
    [
      'a token with other characters',
      'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a%22b',
      'notTradeOffer',
    ],
    ['a fragment', `${STEAM}#x`, 'notTradeOffer'],
    ['no URL at all', 'steamcommunity.com/tradeoffer/new/?partner=1&token=a', 'invalid'],
  ])('R5-6: refuses one with %s, saying why', (_what, url, kind) => {
    const judged = tradeOfferLink(url)
    expect(judged.ok).toBe(false)
    expect(!judged.ok && judged.problem.kind).toBe(kind)
  })

  it('gives nothing but the one shape, whatever the text', () => {
    const piece = fc.constantFrom(
      'https://',
      'http://',
      'steamcommunity.com',
      '.evil.example',
      'user:pw@',
      '/tradeoffer/new/',
      '?',
      '&',
      'partner=',
      'token=',
      '123',
      'Ab_-',
      '%41',
      '#',
      '\n',
      ' ',
      '\u200b',
      ':443',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const judged = tradeOfferLink(pieces.join(''))
        if (judged.ok) expect(judged.href).toMatch(CANONICAL)
      }),
      { numRuns: 5000 },
    )
    expect(CANONICAL.test(STEAM)).toBe(true)
  })
})
