import type { KnownStatus } from '../catalog/status-words'

/**
 * What the ticket says went wrong, and which of the catalog's statuses fit it: the one table
 * the candidates' ranking puts first by. Statuses are the service's own (spec section 3, typed
 * as KnownStatus so a name not in that list does not compile); the service has no "failed",
 * "declined" or "cancelled" state, so a complaint fits the states the app already reads those
 * as (situations.ts: a catalog error under a waiting status, or delivery stopped).
 */
export type Complaint = 'not_received' | 'declined'

export interface ComplaintRow {
  readonly complaint: Complaint
  /** The statuses an item the customer means can be in, to be listed first among equals. */
  readonly fits: readonly KnownStatus[]
  /** The phrases, in the six languages, as one pattern each; matched in any case. */
  readonly phrases: readonly RegExp[]
}

/** Letters bound a word in the scripts with spaces; a Chinese phrase needs no bounds. */
const B = '(?<![\\p{L}\\p{N}])'
const E = '(?![\\p{L}\\p{N}])'
const bounded = (source: string) => new RegExp(`${B}(?:${source})${E}`, 'giu')
const han = (source: string) => new RegExp(source, 'gu')
const APOSTROPHE = "['’]"

export const COMPLAINTS: readonly ComplaintRow[] = [
  {
    complaint: 'not_received',
    // Bought and not delivered: waiting to be sent, offer waiting for the customer, or delivery stopped.
    fits: ['WAITING_FOR_SEND', 'WAITING_FOR_TRADE_ACCEPT', 'UNAVAILABLE'],
    phrases: [
      bounded(
        `never (?:came|arrived|received|got(?: it)?|showed up)|(?:have|has|did|was|is)(?:n${APOSTROPHE}t| not)(?: yet| still| ever)? (?:received|arrived|got(?:ten)?|get|arrive|receive|come|came|delivered|been delivered|shown up)|(?:still )?not (?:yet )?(?:received|arrived|delivered)|still waiting`,
      ),
      bounded(
        '(?:nicht|nie|noch nicht|immer noch nicht)(?: \\p{L}+)? (?:angekommen|erhalten|bekommen|geliefert|zugestellt|eingegangen)|kam (?:nie|nicht) an|(?:warte|warten) (?:immer )?noch',
      ),
      bounded(
        '(?:no|nunca|todavía no|aún no|aun no)(?: (?:me|lo|la|le|ha|he)){0,3} (?:llegó|llego|llegado|llega|recibí|recibi|recibido|entregado|entregó)|sigo esperando',
      ),
      bounded(
        '(?:não|nao|nunca|ainda não|ainda nao)(?: (?:me|o|a|foi|tinha)){0,3} (?:chegou|chega|recebi|recebido|entregue|veio)|(?:continuo|estou|sigo|ainda estou) (?:esperando|aguardando)',
      ),
      bounded(
        'не (?:\\p{L}+ )?(?:приш[её]л|пришла|пришло|пришли|получил[аи]?|получено|дош[её]л|дошла|дошло|дошли|доставлен[аоы]?|доставили)|до сих пор нет|(?:всё|все) ещё жду',
      ),
      han('没有?收到|未收到|还?没有?到(?:账|货)?|未到账|没发货|一直没'),
    ],
  },
  {
    complaint: 'declined',
    // The app reads a declined or expired offer as an error under these (situations.ts).
    fits: ['WAITING_FOR_TRADE_ACCEPT', 'UNAVAILABLE'],
    phrases: [
      bounded(
        `(?<!(?:not|n${APOSTROPHE}t|never) (?:been |be )?)(?:declined|rejected|cancell?ed)|(?<!nicht )(?:abgelehnt|storniert|abgebrochen)`,
      ),
      bounded('(?<!no (?:\\p{L}+ ){0,2})(?:rechazad[ao]|rechazó|rechazo|cancelad[ao]|canceló)'),
      bounded(
        '(?<!não (?:\\p{L}+ ){0,2})(?:recusad[ao]|recusou|rejeitad[ao]|rejeitou|cancelad[ao]|cancelou)',
      ),
      bounded('(?<!не )(?:отклон[её]н[аоы]?|отклонили|отклонил[аи]?|отмен[её]н[аоы]?|отменили|отменил[аи]?)'),
      han('(?<!没有?|未)(?:被拒绝?|拒绝了|已拒绝|被取消|已取消|取消了)'),
    ],
  },
]

/** Where a ticket says what went wrong. */
export interface ComplaintMention {
  readonly complaint: Complaint
  readonly text: string
  readonly start: number
  readonly end: number
}

/** Every phrase of COMPLAINTS in `ticket`, in reading order. */
export function ticketComplaints(ticket: string): ComplaintMention[] {
  const found: ComplaintMention[] = []
  for (const { complaint, phrases } of COMPLAINTS) {
    for (const phrase of phrases) {
      for (const match of ticket.matchAll(phrase)) {
        found.push({ complaint, text: match[0], start: match.index, end: match.index + match[0].length })
      }
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/** The statuses that fit what the ticket says went wrong (none when it says nothing). */
export function fittingStatuses(
  mentions: readonly Pick<ComplaintMention, 'complaint'>[],
): ReadonlySet<KnownStatus> {
  const named = new Set(mentions.map((mention) => mention.complaint))
  return new Set(COMPLAINTS.filter((row) => named.has(row.complaint)).flatMap((row) => row.fits))
}
