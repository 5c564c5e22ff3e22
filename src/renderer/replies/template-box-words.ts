import type { IntlShape } from 'react-intl'
import type { MessageId } from '../../shared/i18n/messages'
import type { PlainSituationId } from '../../shared/reply/situations'
import type { GeneralTemplateKey, SharedTemplateKey, TemplateKey } from '../../shared/reply/templates'

/**
 * Each box's name in the catalogs. The names in shared/reply (TEMPLATE_FIELDS) are
 * ui-contract's English, which the tests find the boxes by; this is what a person reads.
 * A catalog error's situation is its status and the error's reading, one message for all.
 */
const NAMED_BOXES: Readonly<Record<GeneralTemplateKey | PlainSituationId, MessageId>> = {
  greeting: 'templates.box.greeting',
  next_try_line: 'templates.box.next_try_line',
  due_now_line: 'templates.box.due_now_line',
  after_fix_line: 'templates.box.after_fix_line',
  resend_once_public_line: 'templates.box.resend_once_public_line',
  resend_once_url_line: 'templates.box.resend_once_url_line',
  we_check_line: 'templates.box.we_check_line',
  closing: 'templates.box.closing',
  signature: 'templates.box.signature',
  trade_accepted: 'templates.box.trade_accepted',
  send_next_try: 'templates.box.send_next_try',
  send_no_next_try: 'templates.box.send_no_next_try',
  accept_waiting: 'templates.box.accept_waiting',
  accept_offer_unconfirmed: 'templates.box.accept_offer_unconfirmed',
  available: 'templates.box.available',
  available_bought: 'templates.box.available_bought',
  unavailable_no_error: 'templates.box.unavailable_no_error',
  conflicting: 'templates.box.conflicting',
  unknown_status: 'templates.box.unknown_status',
  not_found: 'templates.box.not_found',
  lookup_failed: 'templates.box.lookup_failed',
  lookup_interrupted: 'templates.box.lookup_interrupted',
}

/** A box's name (its textbox's label) in the app's language. */
export function boxName(intl: IntlShape, key: TemplateKey): string {
  if (key in NAMED_BOXES) return intl.formatMessage({ id: NAMED_BOXES[key as keyof typeof NAMED_BOXES] })
  // The rest are a catalog error's situations: `<status>.<reading>`.
  const [status, reading] = key.split('.')
  return intl.formatMessage({ id: 'templates.box.errorSituation' }, { status, reading })
}

/** `<box> for all languages`: the name of a greeting, closing or signature written once for all. */
export function sharedBoxName(intl: IntlShape, key: SharedTemplateKey): string {
  return intl.formatMessage({ id: 'templates.box.shared' }, { box: key })
}
