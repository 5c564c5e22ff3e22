import { describe, expect, it } from 'vitest'
import { outnumberedByNeighbour, tellingVerdict } from './telling-words'

const words = (text: string) => text.split(/\s+/u)

describe('tellingVerdict', () => {
  it.each([
    ['Hallo wo bleibt', 'de'],
    ['Oi cadê', 'pt-BR'],
    ['Hola dónde está', 'es'],
    ['Hi where is', 'en'],
    ['no me llegó', 'es'],
    ['ainda nada', 'pt-BR'],
    ['Hi wo ist mein Messer', 'de'],
    ['nix angekommen', 'de'],
    ['paid knife', 'en'],
  ])('reads "%s" as %s', (text, language) => {
    expect(tellingVerdict(words(text))).toEqual({ kind: 'language', language })
  })

  it.each([
    ['Hallo waar blijft', 'other_language'],
    ['Bonjour où est', 'other_language'],
    ['Hola on és', 'other_language'],
    ['Danke thanks', 'mixed_languages'],
    ['aínda recibín', 'other_language'],
    ['jeszcze nic', 'other_language'],
    ['încă nimic', 'other_language'],
    ['inte ännu', 'other_language'],
    ['ikke endnu', 'other_language'],
    ['hiçbir şey gelmedi', 'other_language'],
    ['pořád nic', 'other_language'],
    ['köszönöm szia', 'other_language'],
    ['vaig però', 'other_language'],
  ])('finds "%s" against any one reply language (%s)', (text, why) => {
    expect(tellingVerdict(words(text))).toEqual({ kind: 'against', why })
  })

  it('decides nothing from greetings alone, or from too few telling words', () => {
    expect(tellingVerdict(['Hallo'])).toEqual({ kind: 'weak', language: null })
    expect(tellingVerdict(['Hi', 'Knife'])).toEqual({ kind: 'weak', language: null })
    expect(tellingVerdict(words('paid skin knife case'))).toEqual({ kind: 'weak', language: 'en' })
  })

  it('allows trigrams no language from words that two languages share', () => {
    expect(tellingVerdict(words('nada'))).toEqual({ kind: 'weak', language: null })
    // `is` is Dutch too.
    expect(tellingVerdict(words('is'))).toEqual({ kind: 'weak', language: null })
  })
})

describe('outnumberedByNeighbour', () => {
  it('finds two or more words of another language that outnumber the reply language’s', () => {
    expect(outnumberedByNeighbour(words('Můj inventář je veřejný ale bot tvrdí že je soukromý'), 'de')).toBe(
      true,
    )
    expect(outnumberedByNeighbour(words('Merci Beaucoup'), 'en')).toBe(false)
    expect(outnumberedByNeighbour(words('merci rien'), 'en')).toBe(true)
  })

  it('finds nothing in one stray word, or where the reply language has as many', () => {
    expect(outnumberedByNeighbour(words('ich habe den Artikel noch nicht merci'), 'de')).toBe(false)
    expect(outnumberedByNeighbour(words('merci rien ich bitte'), 'de')).toBe(false)
  })
})
