import { describe, expect, it } from 'vitest'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../languages'
import { GLOSSARY } from './glossary'
import { LANGUAGE_PACKS } from '.'

/** Whole-word where words have letters around them; a plain substring in Chinese. */
function says(text: string, phrase: string, language: ReplyLanguage): boolean {
  if (language === 'zh-CN') return text.includes(phrase)
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(text)
}

describe.each(REPLY_LANGUAGE_CODES)('the %s templates and the glossary', (language) => {
  const texts = Object.values(LANGUAGE_PACKS[language].templates)
  const all = texts.join('\n')

  it.each(Object.entries(GLOSSARY[language].terms))('say "%s" one way only', (_concept, { term, not }) => {
    // The term is a stem where the language inflects it: found as written, letters may follow.
    expect(all.toLowerCase(), term).toContain(term.toLowerCase())
    for (const other of not) expect(says(all, other, language), `"${other}" beside "${term}"`).toBe(false)
  })

  it('name the trade hold by the glossary’s term wherever a trade hold is meant', () => {
    const { term } = GLOSSARY[language].terms.trade_hold
    for (const key of ['send.trade_hold', 'accept.trade_hold', 'stopped.trade_hold'] as const) {
      expect(LANGUAGE_PACKS[language].templates[key].toLowerCase(), key).toContain(term.toLowerCase())
    }
  })
})
