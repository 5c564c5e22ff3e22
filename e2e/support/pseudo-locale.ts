import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import en from '../../src/shared/i18n/messages/en.json'

/**
 * A pseudo-locale: English with every letter accented and each message 40 % longer inside
 * brackets (`[Çöññéçţ ~~]`), the standard way to see, before any translator has, whether a
 * screen cuts longer words (the bracket goes missing) and whether any of its words bypass the
 * catalogs (they stay plain ASCII). Served in place of a language's catalog chunk, so the
 * built app runs unchanged.
 */

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
)

/** How much longer a pseudo message is than its English: German and Russian run about this much over. */
export const PSEUDO_GROWTH = 0.4

/** The language whose catalog chunk carries the pseudo-locale, and whose number and date rules it shows. */
export const PSEUDO_CARRIER = 'de'

export const PSEUDO_OPEN = '['
export const PSEUDO_CLOSE = ']'

export function accent(text: string): string {
  return [...text].map((character) => ACCENTED[character] ?? character).join('')
}

function textLength(elements: readonly MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (element.type === TYPE.literal) return sum + element.value.length
    if (element.type === TYPE.tag) return sum + textLength(element.children)
    return sum + 4
  }, 0)
}

function accentAll(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) }
      case TYPE.tag:
        return { ...element, children: accentAll(element.children) }
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: accentAll(option.value) },
            ]),
          ),
        }
      default:
        return element
    }
  })
}

/** One message's pseudo form, as the syntax tree the built app formats. */
export function pseudoMessage(message: string): MessageFormatElement[] {
  const elements = parse(message)
  const grown = '~'.repeat(Math.max(1, Math.ceil(textLength(elements) * PSEUDO_GROWTH) - 2))
  // In words of ten at most, as a longer translation is: one run longer than a line would only
  // ever show that no word is that long.
  const padding = grown.replace(/~{10}(?=~)/g, '$& ')
  return [
    { type: TYPE.literal, value: PSEUDO_OPEN },
    ...accentAll(elements),
    { type: TYPE.literal, value: ` ${padding}${PSEUDO_CLOSE}` },
  ]
}

/** A message without arguments as the pseudo-locale shows it: an accessible name to find it by. */
export function pseudoText(message: string): string {
  return pseudoMessage(message)
    .map((element) => (element.type === TYPE.literal ? element.value : ''))
    .join('')
}

/** The whole English catalog in pseudo form, as the ES module a language's catalog chunk is. */
export function pseudoCatalogModule(): string {
  const catalog = Object.fromEntries(Object.entries(en).map(([id, message]) => [id, pseudoMessage(message)]))
  return `export default ${JSON.stringify(catalog)}\n`
}
