import type { IntlShape } from 'react-intl'
import type { PlainSituationId } from '../../shared/reply/situations'
import type { GeneralTemplateKey, SharedTemplateKey, TemplateKey } from '../../shared/reply/templates'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'

/**
 * Each box's name in the catalogs. The names in shared/reply (TEMPLATE_FIELDS) are
 * ui-contract's English, which the tests find the boxes by; this is what a person reads.
 * A catalog error's situation is its status and the error's reading, one message for all.
 */
const NAMED_BOXES: Readonly<Record<GeneralTemplateKey | PlainSituationId, MessageDescriptor>> = {
  greeting: defineMessage({ id: 'templates.box.greeting', defaultMessage: 'Greeting' }),
  next_try_line: defineMessage({ id: 'templates.box.next_try_line', defaultMessage: 'Next try sentence' }),
  due_now_line: defineMessage({
    id: 'templates.box.due_now_line',
    defaultMessage: 'Next try due now sentence',
  }),
  after_fix_line: defineMessage({
    id: 'templates.box.after_fix_line',
    defaultMessage: 'After the customer acts sentence',
  }),
  resend_once_public_line: defineMessage({
    id: 'templates.box.resend_once_public_line',
    defaultMessage: 'Resend once the inventory is public sentence',
  }),
  resend_once_url_line: defineMessage({
    id: 'templates.box.resend_once_url_line',
    defaultMessage: 'Resend once we have the trade URL sentence',
  }),
  we_check_line: defineMessage({
    id: 'templates.box.we_check_line',
    defaultMessage: 'We are checking sentence',
  }),
  closing: defineMessage({ id: 'templates.box.closing', defaultMessage: 'Closing' }),
  signature: defineMessage({ id: 'templates.box.signature', defaultMessage: 'Signature' }),
  trade_accepted: defineMessage({ id: 'templates.box.trade_accepted', defaultMessage: 'Trade accepted' }),
  send_next_try: defineMessage({
    id: 'templates.box.send_next_try',
    defaultMessage: 'Waiting for send — next try',
  }),
  send_no_next_try: defineMessage({
    id: 'templates.box.send_no_next_try',
    defaultMessage: 'Waiting for send — no next try',
  }),
  accept_waiting: defineMessage({
    id: 'templates.box.accept_waiting',
    defaultMessage: 'Waiting for trade accept',
  }),
  accept_offer_unconfirmed: defineMessage({
    id: 'templates.box.accept_offer_unconfirmed',
    defaultMessage: 'Waiting for trade accept — no trade offer ID',
  }),
  available: defineMessage({ id: 'templates.box.available', defaultMessage: 'Available' }),
  available_bought: defineMessage({
    id: 'templates.box.available_bought',
    defaultMessage: 'Available — but bought',
  }),
  unavailable_no_error: defineMessage({
    id: 'templates.box.unavailable_no_error',
    defaultMessage: 'Unavailable — no error',
  }),
  conflicting: defineMessage({
    id: 'templates.box.conflicting',
    defaultMessage: 'Status and details disagree',
  }),
  unknown_status: defineMessage({ id: 'templates.box.unknown_status', defaultMessage: 'Unknown status' }),
  not_found: defineMessage({ id: 'templates.box.not_found', defaultMessage: 'Not found' }),
  lookup_failed: defineMessage({ id: 'templates.box.lookup_failed', defaultMessage: 'Lookup failed' }),
  lookup_interrupted: defineMessage({
    id: 'templates.box.lookup_interrupted',
    defaultMessage: 'Lookup not finished — sign-in ended or cancelled',
  }),
}

/** A box's name (its textbox's label) in the app's language. */
export function boxName(intl: IntlShape, key: TemplateKey): string {
  if (key in NAMED_BOXES) return intl.formatMessage(NAMED_BOXES[key as keyof typeof NAMED_BOXES])
  // The rest are a catalog error's situations: `<status>.<reading>`.
  const [status, reading] = key.split('.')
  return intl.formatMessage(
    {
      id: 'templates.box.errorSituation',
      defaultMessage:
        '{status, select, send {Waiting for send} accept {Waiting for trade accept} other {Unavailable}} — {reading, select, inventory_private {inventory private} trade_url_outdated {trade URL outdated} trade_hold {trade hold} account_cannot_trade {account cannot trade} steam_down {Steam unavailable} item_gone {item no longer available} offer_declined {offer declined or expired} checking {we are checking} other {error not in the table}}',
    },
    { status, reading },
  )
}

/** `<box> for all languages`: the name of a greeting, closing or signature written once for all. */
export function sharedBoxName(intl: IntlShape, key: SharedTemplateKey): string {
  return intl.formatMessage(
    {
      id: 'templates.box.shared',
      defaultMessage:
        '{box, select, greeting {Greeting} closing {Closing} other {Signature}} for all languages',
    },
    { box: key },
  )
}
