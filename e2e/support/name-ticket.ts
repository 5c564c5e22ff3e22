import type { AppLanguage } from '../../src/shared/i18n/app-languages'

/**
 * A ticket that names its item and gives no ID (issue 80), as the specs of the name search
 * read it against a demo catalog: the name, the ticket in each app language, and the clock
 * that makes the catalog's purchases fall on the ticket's "yesterday" in every run.
 */

/** A market hash name the demo catalog holds several items of, bought on several days. */
export const REDLINE = 'AK-47 | Redline (Field-Tested)'

/**
 * The moment the catalog tells its purchases from and the window's clock reads, fixed: the
 * demo's purchase times are a fixed time before it, so the same items are bought "yesterday"
 * in every run, and at noon UTC its day is the agent's day in every zone from UTC−11 to UTC+11.
 */
export const NOW = Date.UTC(2026, 10, 28, 12)

/** The ticket's "yesterday" on that clock, a day either side (the zones' widening), as the date inputs hold it. */
export const BOUGHT_AROUND = { from: '2026-11-26', yesterday: '2026-11-27', to: '2026-11-28' }

/** The IDs a reply names, among `ids`. */
export const namedIn = (reply: string, ids: readonly number[]) =>
  ids.filter((id) => new RegExp(`\\b${id}\\b`).test(reply))

/**
 * What a customer writes in each language: the item's market hash name, "yesterday" in the
 * language's own word (`day`, as the `Bought around` line quotes it) and what went wrong.
 */
export const NAME_TICKETS: Readonly<Record<AppLanguage, { readonly text: string; readonly day: string }>> = {
  en: { text: `Hi, I bought the ${REDLINE} yesterday and it never came.`, day: 'yesterday' },
  de: {
    text: `Hallo, ich habe gestern die ${REDLINE} gekauft, aber sie ist nicht angekommen.`,
    day: 'gestern',
  },
  es: { text: `Hola, ayer compré el ${REDLINE} y todavía no me ha llegado.`, day: 'ayer' },
  'pt-BR': { text: `Olá, ontem comprei a ${REDLINE} e ainda não chegou.`, day: 'ontem' },
  ru: { text: `Здравствуйте, вчера купил ${REDLINE}, но он так и не пришёл.`, day: 'вчера' },
  'zh-CN': { text: `你好，我昨天买了 ${REDLINE}，但是一直没收到。`, day: '昨天' },
}
