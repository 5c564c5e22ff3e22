import { describe, expect, it } from 'vitest'
import idCorpus from './id-corpus.json'
import { REPLY_LANGUAGE_CODES, isReplyLanguage } from '../i18n/languages'
import { FUNCTION_WORDS } from './function-words'
import { ticketLanguage, ticketReplyLanguage } from './language'
import corpus from './language-corpus.json'

/**
 * The ticket's language measured on labelled short tickets (issue 37): each text in one of the
 * six reply languages (`lang` is its code), written in two (`mixed`), in a language the reply
 * cannot be written in (`other`), or holding nothing but IDs, prices and item names (`ids`).
 * The floor: at least 95 % right on texts of 8 words or more, and no switch at all on
 * a text whose language is unsure. A wrong language is worse than none, so none is allowed.
 * Issue 76 adds short tickets (a third under five words), quoted replies, signatures and
 * quoted errors, and its floor: at least 95 % of all the texts right, short ones included.
 */
interface Entry {
  readonly lang: string
  readonly text: string
  readonly note?: string
}

const entries: readonly Entry[] = corpus
const REQUIRED_RATE = 0.95
const LONG_TEXT_WORDS = 8
/** Issue 76's short tickets: fewer than five words. */
const SHORT_TEXT_WORDS = 5

/**
 * The customer's words as a reader counts them, apart from the detector's own reading:
 * spreadsheet rows left out, words holding a digit or an item's bar left out, and a run of
 * Chinese characters counted as one word per two.
 */
function wordsOf(text: string): number {
  return text
    .split('\n')
    .filter((line) => !line.includes('\t'))
    .join(' ')
    .split(/\s+/u)
    .filter((word) => /\p{L}/u.test(word) && !/\d/u.test(word) && !word.includes('|'))
    .reduce((sum, word) => {
      const han = word.match(/\p{Script=Han}/gu)?.length ?? 0
      return sum + (han > 0 ? Math.ceil(han / 2) : 1)
    }, 0)
}

/** What the reply is written in: the language when clear, else null (main answers the window with it). */
const detected = ticketReplyLanguage

describe('the ticket language corpus', () => {
  it('has at least 60 texts: ten or more of 8+ words per reply language, and mixed, other and ID-only ones', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60)
    for (const language of REPLY_LANGUAGE_CODES) {
      const long = entries.filter(
        (entry) => entry.lang === language && wordsOf(entry.text) >= LONG_TEXT_WORDS,
      )
      expect(long.length, language).toBeGreaterThanOrEqual(10)
    }
    for (const label of ['mixed', 'other', 'ids']) {
      expect(entries.filter((entry) => entry.lang === label).length, label).toBeGreaterThanOrEqual(5)
    }
    for (const entry of entries)
      expect(isReplyLanguage(entry.lang) || ['mixed', 'other', 'ids'].includes(entry.lang)).toBe(true)
  })

  it(`finds the language of at least ${REQUIRED_RATE * 100} % of the texts of ${LONG_TEXT_WORDS}+ words`, () => {
    const long = entries.filter(
      (entry) => isReplyLanguage(entry.lang) && wordsOf(entry.text) >= LONG_TEXT_WORDS,
    )
    const misses = long.filter((entry) => detected(entry.text) !== entry.lang)
    const rate = (long.length - misses.length) / long.length
    console.info(
      `ticket language: right on ${long.length - misses.length} of ${long.length} texts of ${LONG_TEXT_WORDS}+ words (${(rate * 100).toFixed(1)} %)`,
    )
    for (const entry of misses)
      console.info(
        `  missed [${entry.lang}] ${JSON.stringify(entry.text)}: ${JSON.stringify(ticketLanguage(entry.text))}`,
      )
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_RATE)
  })

  it('is unsure, and so switches nothing, on every mixed, other-language and ID-only text', () => {
    const unsure = entries.filter((entry) => !isReplyLanguage(entry.lang))
    const switched = unsure
      .map((entry) => ({ entry, got: detected(entry.text) }))
      .filter(({ got }) => got !== null)
      .map(({ entry, got }) => `[${entry.lang}] ${JSON.stringify(entry.text)} read as ${got}`)
    console.info(
      `ticket language: no switch on ${unsure.length - switched.length} of ${unsure.length} unsure texts`,
    )
    expect(switched).toEqual([])
  })

  it('never names a wrong language, here or in the ID reader’s corpus, short texts included', () => {
    const labelled = [...entries, ...idCorpus].filter((entry) => isReplyLanguage(entry.lang))
    const wrong = labelled
      .map((entry) => ({ entry, got: detected(entry.text) }))
      .filter(({ entry, got }) => got !== null && got !== entry.lang)
      .map(({ entry, got }) => `[${entry.lang}] ${JSON.stringify(entry.text)} read as ${got}`)
    const short = labelled.filter((entry) => wordsOf(entry.text) < LONG_TEXT_WORDS)
    const shortRight = short.filter((entry) => detected(entry.text) === entry.lang).length
    console.info(
      `ticket language: ${labelled.length} labelled texts, ${wrong.length} wrong; of ${short.length} under ${LONG_TEXT_WORDS} words, ${shortRight} found, the rest unsure`,
    )
    expect(wrong).toEqual([])
  })

  it(`reads at least ${REQUIRED_RATE * 100} % of every text right, short ones included: the language, or unsure where it cannot be told`, () => {
    const short = entries.filter((entry) => wordsOf(entry.text) < SHORT_TEXT_WORDS)
    expect(short.length).toBeGreaterThanOrEqual(30)
    for (const label of [...REPLY_LANGUAGE_CODES, 'other', 'mixed'])
      expect(short.filter((entry) => entry.lang === label).length, label).toBeGreaterThanOrEqual(3)
    const misses = entries.filter(
      (entry) => detected(entry.text) !== (isReplyLanguage(entry.lang) ? entry.lang : null),
    )
    const rate = (entries.length - misses.length) / entries.length
    const shortRight = short.filter((entry) => !misses.includes(entry)).length
    console.info(
      `ticket language: right on ${entries.length - misses.length} of ${entries.length} texts (${(rate * 100).toFixed(1)} %); on ${shortRight} of ${short.length} under ${SHORT_TEXT_WORDS} words`,
    )
    for (const entry of misses)
      console.info(
        `  missed [${entry.lang}] ${JSON.stringify(entry.text)}: ${JSON.stringify(ticketLanguage(entry.text))}`,
      )
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_RATE)
  })

  it('reads every ticket issue 76 saw fall back to the catalog’s language', () => {
    const fellBack = entries.filter((entry) => entry.note === 'issue 76')
    expect(fellBack).toHaveLength(16)
    for (const entry of fellBack) expect(detected(entry.text), entry.text).toBe(entry.lang)
  })
})

describe('ticketLanguage', () => {
  it('says why it is unsure', () => {
    expect(ticketLanguage('1042, 2291 and 3310')).toEqual({ kind: 'unsure', why: 'few_words' })
    expect(ticketLanguage('Hi 1042')).toEqual({ kind: 'unsure', why: 'few_words' })
    expect(ticketLanguage('Hi, 我的物品 2291 还没到, can you check please?')).toEqual({
      kind: 'unsure',
      why: 'mixed_scripts',
    })
    expect(ticketLanguage('Guten Tag, Artikel 5512 fehlt noch. Hello, item 5512 is still missing.')).toEqual({
      kind: 'unsure',
      why: 'mixed_languages',
    })
    expect(ticketLanguage('Привіт, я вчора купив ніж, але бот так і не надіслав обмін.')).toEqual({
      kind: 'unsure',
      why: 'other_language',
    })
  })

  it('reads only the customer’s words: an item name, a link and a price do not outvote them', () => {
    expect(
      ticketLanguage('Wo ist mein Butterfly Knife | Doppler (Factory New)? Ich habe 1.249,00 USD bezahlt.'),
    ).toEqual({
      kind: 'clear',
      language: 'de',
    })
    expect(
      ticketLanguage('my ★ 蝴蝶刀 | 渐变之色 (略有磨损) never arrived, order 1042, can you check it?'),
    ).toEqual({
      kind: 'clear',
      language: 'en',
    })
  })
})

const clear = (language: string) => ({ kind: 'clear', language })
const unsure = (why: string) => ({ kind: 'unsure', why })

describe('ticketLanguage, script by script', () => {
  it.each([
    ['a Chinese run of five characters', '物品还没到', clear('zh-CN')],
    ['a Chinese run of two characters: one word is enough', '谢谢', clear('zh-CN')],
    ['a Chinese run of eight characters', '我的物品还没有到', clear('zh-CN')],
    ['a Japanese run ending in a Han character', 'アイテムが未着', unsure('other_language')],
    ['a Japanese run starting with a Han character', '商品がまだ届きません', unsure('other_language')],
    ['Traditional Chinese, which the app does not write', '還沒收到', unsure('other_language')],
    ['one Russian word', 'спасибо', clear('ru')],
    ['one Ukrainian word with no letter Russian lacks', 'Дякую', unsure('other_language')],
    ['Chinese with a Latin name in it', '你好，我昨天买的 Karambit 还没有到账，请帮我查一下', clear('zh-CN')],
    [
      'Greek, a script no reply is written in',
      'Γεια σας, το αντικείμενο δεν έφτασε ακόμα',
      unsure('other_language'),
    ],
    [
      'Korean, even with English little words in it',
      '안녕하세요 구매한 아이템이 아직 도착하지 않았습니다 확인 부탁드립니다 please check the order',
      unsure('other_language'),
    ],
    [
      'English with a Greek word: 80 % Latin letters',
      'please send my knife today, it never arrived, ευχαριστώ',
      clear('en'),
    ],
    [
      'English with two Greek words: 70 % Latin letters',
      'please send my knife, it never arrived, ευχαριστώ πολύ',
      unsure('mixed_scripts'),
    ],
  ])('reads %s', (_what, ticket, language) => {
    expect(ticketLanguage(ticket)).toEqual(language)
  })
})

describe('ticketLanguage in the Latin script', () => {
  it.each([
    ['one English "hi" in a German ticket', 'Hi, wo ist mein Messer?', clear('de')],
    [
      'German "nie", which Polish writes too, among IDs',
      'Hallo, meine Artikel #1001, 1002 und ID: 1003 sind nie angekommen. Und 1004?',
      clear('de'),
    ],
    [
      'two English words among nine German ones',
      'Hallo, ich habe das Messer gekauft, aber es ist immer noch nicht da, it is pending',
      clear('de'),
    ],
    [
      'two English words to six German ones',
      'Hallo, ich habe das Messer noch nicht, it is pending',
      unsure('mixed_languages'),
    ],
    [
      'two English little words, where trigrams say Portuguese',
      'Trade offer for item was declined after minutes',
      clear('en'),
    ],
    [
      'two English little words in French',
      'Bonjour, mon couteau acheté hier is not arrivé',
      unsure('close_call'),
    ],
    ['trigrams alone, with a clear lead', 'Pedido pago, entrega pendente desde ontem', clear('pt-BR')],
    ['trigrams alone, ahead of Zulu and Javanese', 'Danke, Zahlung erfolgt, Artikel fehlt', clear('de')],
    ['trigrams and one agreeing little word', 'Artikel bezahlt, Lieferung fehlt seit gestern', clear('de')],
    [
      'telling words of two languages',
      'Pedido pago, entrega pendente desde ontem, thanks',
      unsure('mixed_languages'),
    ],
    [
      'trigrams alone, English just ahead of Dutch',
      'Item paid, delivery missing since yesterday',
      unsure('close_call'),
    ],
  ])('reads %s', (_what, ticket, language) => {
    expect(ticketLanguage(ticket)).toEqual(language)
  })

  it.each([
    ['French', "Bonjour, mon couteau acheté hier n'est toujours pas arrivé"],
    ['Italian', 'Ciao, il mio coltello comprato ieri non è ancora arrivato'],
    ['Polish', 'Cześć, mój przedmiot jeszcze nie przyszedł, proszę sprawdzić zamówienie'],
    ['Polish, which trigrams put closest to English', 'Bot anulował ofertę, proszę wysłać ponownie'],
    ['Turkish', 'Selam, eşyam hâlâ gelmedi, lütfen siparişimi kontrol edin'],
    ['Romanian', 'Salut, articolul meu încă nu a sosit, vă rog să verificați comanda'],
    ['Romanian, which trigrams put closest to English', 'Botul a anulat oferta, vă rog trimiteți din nou'],
    ['Swedish', 'Hej, min vara har fortfarande inte kommit, kan ni kolla beställningen'],
    ['Czech', 'Ahoj, moje položka ještě nepřišla, prosím zkontrolujte objednávku'],
    ['Hungarian', 'Szia, a tárgyam még mindig nem jött meg, kérlek nézzétek meg a rendelést'],
    [
      'Polish, which trigrams without it read as English',
      'Mój ekwipunek publiczny, bot twierdzi że prywatny, wyślijcie ofertę',
    ],
    [
      'Swedish, which trigrams without it read as German',
      'Erbjudandet gick ut innan jag hann acceptera det, skicka igen',
    ],
    [
      'Hungarian, which trigrams without it read as Spanish',
      'A csereajánlat lejárt, kérlek küldjétek el újra a kést',
    ],
    ['Czech, which trigrams read as German', 'Můj inventář je veřejný, ale bot tvrdí, že je soukromý'],
    [
      'Catalan, which trigrams read as Spanish',
      "Vaig comprar el ganivet ahir però el bot encara no m'ha enviat l'oferta",
    ],
  ])('does not take %s for a reply language', (_language, ticket) => {
    expect(ticketLanguage(ticket)).toEqual(unsure('other_language'))
  })
})

describe('ticketLanguage on a short Latin ticket', () => {
  it.each([
    ['Hungarian words trigrams take for Portuguese', 'A bot törölte a cserét', unsure('few_words')],
    ['Polish words trigrams take for English', 'Bot anulował ofertę wymiany', unsure('few_words')],
    [
      'three words, one of them telling: too few for trigrams too',
      'Zahlung bezahlt Lieferung',
      unsure('few_words'),
    ],
    [
      'Polish words and a word Spanish and Portuguese share',
      'Wczoraj kupiłem nóż, nada',
      unsure('few_words'),
    ],
    ['Swedish words and a word Spanish and Portuguese share', 'Igår köpte kniven, nada', unsure('few_words')],
    [
      'Italian words trigrams know, and its one telling word',
      'Ieri coltello comprato, pagamento, entrega',
      unsure('other_language'),
    ],
    [
      'four words, read by trigrams as the one language its telling word allows',
      'Pagamento feito, entrega pendente',
      clear('pt-BR'),
    ],
    [
      'trigrams reading a language its telling words do not allow',
      'Zahlung erfolgt, Lieferung ausstehend, paid',
      unsure('close_call'),
    ],
    [
      'a telling word of a language the reply is not written in',
      'Salut, toujours rien',
      unsure('other_language'),
    ],
  ])('reads %s', (_what, ticket, language) => {
    expect(ticketLanguage(ticket)).toEqual(language)
  })
})

describe('ticketLanguage on eight words or more', () => {
  it.each([
    [
      'trigrams and one little word of another language',
      'Pagamento confirmado, entrega pendente desde segunda passada, thanks',
      unsure('close_call'),
    ],
    [
      'trigrams and the one little word, of another language, trigrams lead by far',
      'Zahlung erfolgt gestern, Lieferung leider ausstehend, Montag bezahlt, thanks',
      unsure('close_call'),
    ],
    [
      'one little word each of two languages, too few to be two',
      'Pagamento confirmado ontem, entrega pendente desde segunda, obrigado, thanks',
      clear('pt-BR'),
    ],
  ])('reads %s', (_what, ticket, language) => {
    expect(ticketLanguage(ticket)).toEqual(language)
  })
})

describe('a long paste', () => {
  it('is read from its beginning, where the customer writes', () => {
    const german = 'Hallo, ich habe den Artikel 1042 gekauft, aber er ist immer noch nicht angekommen. '
    const quotedLog = 'the trade offer could not be sent because the inventory is private '.repeat(400)
    expect(ticketLanguage(german.repeat(200) + quotedLog)).toEqual({ kind: 'clear', language: 'de' })
  })
})

describe('the function words', () => {
  it('list no word under two languages, and only words of the Latin script', () => {
    const all = Object.values(FUNCTION_WORDS).flat()
    expect(new Set(all).size).toBe(all.length)
    for (const word of all) expect(word).toMatch(/^[\p{Script=Latin}']+$/u)
  })
})
