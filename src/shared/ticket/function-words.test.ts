import { describe, expect, it } from 'vitest'

/**
 * Imported inside each test, not at the top of the file: a word list that fails to build then
 * fails these tests, where a failed top-level import leaves the file with no test to fail
 * (StrykerJS's vitest runner scores that mutant as surviving, stryker-js#6150).
 */
const functionWordCounts = async (words: readonly string[]) =>
  (await import('./function-words')).functionWordCounts(words)

describe('functionWordCounts', () => {
  it.each([
    ['no listed word', ['Artikel', 'gekauft', 'Lieferung'], []],
    ['one language', ['Olá', 'meu', 'item', 'ainda', 'NÃO', 'chegou'], [{ language: 'pt-BR', count: 4 }]],
    [
      'several languages, most first',
      ['hola', 'the', 'and', 'pero', 'my', 'não'],
      [
        { language: 'en', count: 3 },
        { language: 'es', count: 2 },
        { language: 'pt-BR', count: 1 },
      ],
    ],
    [
      'several languages, most first, a tie in the order they came',
      ['pero', 'não', 'the', 'and', 'my', 'ich'],
      [
        { language: 'en', count: 3 },
        { language: 'es', count: 1 },
        { language: 'pt-BR', count: 1 },
        { language: 'de', count: 1 },
      ],
    ],
  ])('counts the little words of %s', async (_what, words, counts) => {
    expect(await functionWordCounts(words)).toEqual(counts)
  })
})
