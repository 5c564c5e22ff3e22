import type { TemplateKey } from './templates'

/**
 * Boxes of the first template set (issue 27: situations read from the error text by a
 * pattern) and the box of today's set each one's wording moves to, so a lead's edits survive:
 * a box guessed from the error's kind goes to the same status with that meaning; "other
 * error" boxes, whose wording was a guess at the cause, go to "we are checking", never to
 * "needs your choice" (which must say only what the fields prove). Every other box kept its key.
 */
export const LEGACY_TEMPLATE_KEYS: Readonly<Record<string, TemplateKey>> = {
  send_trade_hold: 'send.trade_hold',
  send_steam_unavailable: 'send.steam_down',
  send_other_error: 'send.checking',
  accept_trade_hold: 'accept.trade_hold',
  accept_resend: 'accept.steam_down',
  accept_error: 'accept.checking',
  unavailable: 'stopped.checking',
}

/** One language's boxes with legacy keys renamed; a key of today's set wins over a renamed one. */
export function migrateLanguageTemplates(
  templates: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const migrated: Record<string, string | undefined> = {}
  for (const [key, text] of Object.entries(templates)) {
    const target = LEGACY_TEMPLATE_KEYS[key]
    if (target === undefined) migrated[key] = text
    else if (!(target in templates)) migrated[target] = text
  }
  return migrated
}
