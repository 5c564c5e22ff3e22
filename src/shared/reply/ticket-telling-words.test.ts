import { describe, expect, it } from 'vitest'
import { outnumberedByNeighbour, tellingVerdict } from './ticket-telling-words'

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
  ])('reads "%s" as %s', (text, language) => {
    expect(tellingVerdict(words(text))).toEqual({ kind: 'language', language })
  })

  it.each([
    ['Hallo waar blijft', 'other_language'],
    ['Bonjour où est', 'other_language'],
    ['Hola on és', 'other_language'],
    ['Danke thanks', 'mixed_languages'],
  ])('finds "%s" against any one reply language (%s)', (text, why) => {
    expect(tellingVerdict(words(text))).toEqual({ kind: 'against', why })
  })

  it('decides nothing from greetings alone, or from too few telling words', () => {
    expect(tellingVerdict(['Hallo'])).toEqual({ kind: 'weak', languages: null })
    expect(tellingVerdict(['Hi', 'Knife'])).toEqual({ kind: 'weak', languages: null })
    expect(tellingVerdict(words('nada'))).toEqual({ kind: 'weak', languages: new Set(['es', 'pt-BR']) })
    expect(tellingVerdict(words('paid skin knife case'))).toEqual({
      kind: 'weak',
      languages: new Set(['en']),
    })
    // `is` is Dutch too: one reply language allowed, none decided.
    expect(tellingVerdict(words('is'))).toEqual({ kind: 'weak', languages: new Set(['en']) })
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
