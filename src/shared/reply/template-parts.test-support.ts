import type { ReplyLanguage } from '../i18n/languages'
import { replySentences } from './reply-sentences'

/** A template's own words between its placeholders and count choices, in order: what any filled-in copy of it holds. */
export function templateParts(template: string): string[] {
  return template
    .trim()
    .split(/\{[^{}]*\}/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** Whether `text` holds every part, in order. */
export function holdsParts(text: string, parts: readonly string[]): boolean {
  if (parts.length === 0) return false
  let at = 0
  for (const part of parts) {
    const found = text.indexOf(part, at)
    if (found < 0) return false
    at = found + part.length
  }
  return true
}

/** A paragraph's sentences, trimmed, blank ones left out. */
export function sentencesIn(paragraph: string, language: ReplyLanguage): string[] {
  return replySentences(paragraph, language)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}

/** The template's first sentence, as a template. */
export function firstSentenceOf(template: string, language: ReplyLanguage): string {
  return replySentences(template, language)[0]?.trim() ?? ''
}

/** The template's last sentence, as a template. */
export function lastSentenceOf(template: string, language: ReplyLanguage): string {
  const sentences = sentencesIn(template, language)
  return sentences[sentences.length - 1] ?? ''
}
