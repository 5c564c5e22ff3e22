import { holdsHidden } from '../text/invisible-characters'
import { httpsLink, type LinkProblem } from './https-link'

/**
 * Whether a catalog's trade URL may be copied or opened, and in which form: only a Steam
 * trade offer link, `https://steamcommunity.com/tradeoffer/new/?partner=<digits>&token=<token>`.
 * The agent pastes it for a customer or opens it to send an offer, so anything else (another
 * host, a user name and password, a line break that a paste turns into two lines, a space or
 * an invisible character that `new URL` would quietly drop) is refused with its reason,
 * never copied. Zod-free: the window's trade URL field uses it.
 */
export type TradeOfferProblem = LinkProblem | { readonly kind: 'hidden' } | { readonly kind: 'notTradeOffer' }

export type TradeOfferJudgement =
  { readonly ok: true; readonly href: string } | { readonly ok: false; readonly problem: TradeOfferProblem }

const STEAM_HOST = 'steamcommunity.com'
const TRADE_OFFER_PATH = '/tradeoffer/new/'
/** A Steam account ID: a 32-bit number. */
const PARTNER = /^[0-9]{1,10}$/
/** What Steam's trade tokens are made of (eight characters today), with room to grow. */
const TOKEN = /^[A-Za-z0-9_-]{1,32}$/
const PARAMETERS = ['partner', 'token']

const refused = (problem: TradeOfferProblem): TradeOfferJudgement => ({ ok: false, problem })

export function tradeOfferLink(text: string): TradeOfferJudgement {
  if (/[\s\p{Cc}]/u.test(text) || holdsHidden(text)) return refused({ kind: 'hidden' })
  const link = httpsLink(text)
  if (!link.ok) return refused(link.problem)
  const { url } = link
  const params = url.searchParams
  const partner = params.get('partner') ?? ''
  const token = params.get('token') ?? ''
  const steam =
    url.hostname === STEAM_HOST &&
    url.port === '' &&
    // Steam takes it with or without the closing slash; the copy has it.
    `${url.pathname.replace(/\/$/, '')}/` === TRADE_OFFER_PATH &&
    url.hash === '' &&
    [...params.keys()].sort().join() === PARAMETERS.join() &&
    PARTNER.test(partner) &&
    TOKEN.test(token)
  if (!steam) return refused({ kind: 'notTradeOffer' })
  // Written anew from what was checked: the copy is the link the checks passed, nothing more.
  return { ok: true, href: `https://${STEAM_HOST}${TRADE_OFFER_PATH}?partner=${partner}&token=${token}` }
}
