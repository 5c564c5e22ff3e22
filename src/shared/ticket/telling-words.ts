import type { ReplyLanguage } from '../i18n/languages'
import { FUNCTION_WORDS, listed } from './function-words'

/**
 * Words of the short tickets customers send (`Oi, cadê 1042?`, `Hallo, wo bleibt 1042?`,
 * `no me llegó`), with their usual spellings without accents: how an item arrives, is paid,
 * expires or is refunded. With the little words (function-words.ts) they are a short
 * ticket's telling words. Unlike a little word, one may belong to two languages (`nada`,
 * `pedido`): the ticket is then read as the one language all of its telling words share.
 */
const SHORT_FORMS: Readonly<Partial<Record<ReplyLanguage, readonly string[]>>> = {
  en: listed(`
    where's arrived received came missing refund help pls plz thx ty nothing news sent send
    resend declined anything anyone hey no u ur paid already expired bought
  `),
  de: listed(`
    bleibt angekommen erhalten bekommen fehlt fehlen hilfe nichts nix prüfen geht gibt's nie
    kommt dauert lange servus moin bestellt gekauft bestellung geld zurück schiefgelaufen
    rückerstattung erstattung abgelaufen bezahlt angebot
  `),
  es: listed(`
    llegó llego llega llegado recibí recibi ayuda ayudan aún revisar pasa nadie compra
    ningún ninguna hay oye ha sigo cuándo esperando no me nada por favor está esta
    reembolso mandar caducó expiró pagué dinero oferta pedido reenviar
  `),
  'pt-BR': listed(`
    cadê cade chegou chega recebi ajuda alguma novidade nenhum nenhuma nao vcs vc pra tá
    tô aconteceu quando agora vão mano esperando no me nada por favor está esta reembolso
    mandar expirou podem dinheiro oferta pedido reenviar ontem entrega nem
  `),
}

/** Greetings, which say little: customers greet in English whatever they write in. */
const GREETINGS = new Set(listed('hi hello hey hallo hola oi olá ola buenas servus moin'))

/**
 * The most frequent words of the Latin-script languages customers also write in, so a short
 * French or Catalan ticket is not taken for the reply language one of its words also belongs
 * to. A word may also be a reply language's (`hallo` is Dutch too, `no` Catalan).
 */
const NEIGHBOUR_WORDS: Readonly<Record<string, readonly string[]>> = {
  fra: listed(`
    bonjour salut merci où est mon ma mes je j'ai n'ai pas toujours rien reçu arrivé et le
    les des une c'est n'est svp vous s'il plaît encore l'offre commande vérifier avec sur
    dans mais aussi
  `),
  ita: listed(`
    ciao buongiorno grazie dov'è dove il mio mia non ancora niente arrivato ricevuto per
    favore è sono che nessun quando ho ha l'ordine ordine controllate soldi voglio anche
  `),
  nld: listed(`
    hallo hoi waar mijn niet nog bedankt dank ontvangen geen is blijft het een geld ik
    heb niks jullie kunnen opnieuw sturen aanbod gebleven
  `),
  cat: listed(`
    hola on és encara gràcies bon dia rebut arribat he res meu què passa ganivet vaig però
    ahir m'ha amb aquest perquè molt també mai
  `),
  glg: listed('ola aínda recibín onde coitelo grazas'),
  pol: listed('cześć gdzie jest mój nie jeszcze dziękuję proszę nic dostałem'),
  ron: listed('salut bună unde este nu încă mulțumesc am primit nimic'),
  swe: listed('hej tack var är min inte ännu jag har fått något'),
  dan: listed('hej tak hvor er min ikke endnu jeg har fået noget'),
  tur: listed('merhaba nerede teşekkürler hiçbir şey gelmedi'),
  ces: listed(
    'je jsem jsi ale nebo mám můj moje prosím ještě pořád nic už že jak kde proč když aby taky děkuji',
  ),
  hun: listed('az hogy nem még mindig kérem köszönöm szia van volt egy és meg már csak mert'),
}

const LANGUAGES_OF_WORD: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>()
  for (const lists of [FUNCTION_WORDS, SHORT_FORMS, NEIGHBOUR_WORDS]) {
    for (const [language, words] of Object.entries(lists)) {
      for (const word of words ?? []) map.set(word, (map.get(word) ?? new Set()).add(language))
    }
  }
  return map
})()

const isReplyLanguage = (language: string): language is ReplyLanguage => language in FUNCTION_WORDS

/** What a short Latin-script ticket's telling words say of its language. */
export type TellingVerdict =
  /** They are at least half its words, and all belong to this one reply language. */
  | { readonly kind: 'language'; readonly language: ReplyLanguage }
  /** They belong to no one reply language: to two of them at once, or to another language. */
  | { readonly kind: 'against'; readonly why: 'mixed_languages' | 'other_language' }
  /**
   * Too few to decide. When they all belong to one reply language alone, that is the only
   * language trigrams may read; words two languages share (`nada`, `no`) allow none.
   */
  | { readonly kind: 'weak'; readonly language: ReplyLanguage | null }

/** What the telling words among `words` (the customer's, customer-words.ts) say. */
export function tellingVerdict(words: readonly string[]): TellingVerdict {
  const telling = words.map((word) => word.toLowerCase()).filter((word) => LANGUAGES_OF_WORD.has(word))
  // A greeting decides nothing: "Hi, wo ist mein Messer?" is German.
  const deciding = telling.filter((word) => !GREETINGS.has(word))
  if (deciding.length === 0) return { kind: 'weak', language: null }
  const shared = deciding
    .map((word) => LANGUAGES_OF_WORD.get(word)!)
    .reduce((common, languages) => new Set([...common].filter((language) => languages.has(language))))
  const [only, ...others] = [...shared]
  // Stryker disable next-line ConditionalExpression: `undefined` is no reply language either
  if (only === undefined || !isReplyLanguage(only) || others.length > 0) {
    const replies = [...shared].filter(isReplyLanguage).length
    if (replies > 0) return { kind: 'weak', language: null }
    const named = new Set(deciding.flatMap((word) => [...LANGUAGES_OF_WORD.get(word)!]))
    return {
      kind: 'against',
      why: [...named].filter(isReplyLanguage).length >= 2 ? 'mixed_languages' : 'other_language',
    }
  }
  if (telling.length * 2 >= words.length) return { kind: 'language', language: only }
  return { kind: 'weak', language: only }
}

/**
 * True when the telling words of one language the reply is not written in, two or more,
 * outnumber those of `language`: trigrams read a longer Czech ticket as German, its words do not.
 */
export function outnumberedByNeighbour(words: readonly string[], language: ReplyLanguage): boolean {
  const counts = new Map<string, number>()
  for (const word of words) {
    for (const each of LANGUAGES_OF_WORD.get(word.toLowerCase()) ?? [])
      counts.set(each, (counts.get(each) ?? 0) + 1)
  }
  const own = counts.get(language) ?? 0
  return [...counts].some(([each, count]) => !isReplyLanguage(each) && count >= 2 && count > own)
}
