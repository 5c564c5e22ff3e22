import type { Advice } from './advise'
import type { LanguagePack } from './default-templates/language-pack'
import { FOLLOWS_INSTRUCTION } from './follow-up'
import type { ReplyLanguage } from '../i18n/languages'
import { renderTemplate } from './placeholders'
import { renderBox, type BoxSubject } from './render-box'
import { replySentences } from './reply-sentences'
import { situation } from './situations'
import type { GeneralTemplateKey, ReplyTemplates } from './templates'

/** An item of the reply, as its paragraph names it. */
export interface Subject extends BoxSubject {
  readonly advice: Advice
}

/** Items of one situation whose paragraph reads the same but for the items: their box lists them all. */
export interface Group {
  readonly template: string
  /** The follow-up's box, or null (a situation without an error). */
  readonly followUpKey: GeneralTemplateKey | null
  /** The follow-up for one of its items: groups whose follow-ups read alike share one; null for none. */
  readonly followUp: string | null
  readonly subjects: [Subject, ...Subject[]]
}

/** A sentence of a paragraph; a follow-up is about its own items, so it is never left out as a repeat. */
interface Piece {
  readonly text: string
  readonly followUp: boolean
}

/** An error's reading (`send.trade_hold` → `trade_hold`), or null for a situation without an error. */
function causeOf(group: Group): string | null {
  return situation(group.subjects[0].advice.situation).error?.reading ?? null
}

/** Items in `groups`, counted. */
function countOf(groups: readonly Group[]): number {
  return groups.reduce((sum, group) => sum + group.subjects.length, 0)
}

/** Groups in order, those sharing a value of `key` together (where the first of them stood); a null key shares with none. */
function gathered<K>(groups: readonly Group[], key: (group: Group) => K | null): Group[][] {
  const byKey = new Map<K, Group[]>()
  const runs: Group[][] = []
  for (const group of groups) {
    const value = key(group)
    if (value === null) {
      runs.push([group])
      continue
    }
    const run = byKey.get(value)
    if (run) {
      run.push(group)
      continue
    }
    const started = [group]
    byKey.set(value, started)
    runs.push(started)
  }
  return runs
}

const trimmed = (text: string) => text.trim()

/**
 * One paragraph for a cause, its items under however many statuses and next tries:
 * - each group's own sentences (those that name its items) first;
 * - the sentences every group says alike (the cause, the instruction) once, after the first
 *   block, in the count of all the paragraph's items ("the items are no longer available");
 * - each block's follow-up after its own items, one sentence for the items whose follow-ups
 *   read alike ("We will send the trade offers again …"). A follow-up that refers back to the
 *   instruction ("Once you have done this …") opens the paragraph's blocks, so it follows the
 *   instruction it refers to.
 */
function causeParagraph(
  groups: readonly Group[],
  templates: ReplyTemplates,
  pack: LanguagePack,
  language: ReplyLanguage,
): Piece[] {
  const sentencesOf = boxSentences(groups, pack, language)
  const [first] = groups
  const shared = groups.length < 2 ? new Set<string>() : sharedSentences(groups, sentencesOf)
  const ownSentences = (group: Group): string[] => {
    const { own, inTotal } = sentencesOf(group)
    // A count choice that splits a sentence differently: no sentence of this box is shared.
    if (own.length !== inTotal.length) return own
    return own.filter((_sentence, index) => !shared.has(inTotal[index]!.trim()))
  }
  const piecesOf = (block: readonly Group[], said: readonly string[]): Piece[] => {
    const [lead] = block[0]!.subjects
    const key = block[0]!.followUpKey
    const followUp = key
      ? renderTemplate(templates[key], lead.values, { count: countOf(block), language })
      : ''
    return [
      ...block.flatMap(ownSentences).map((text) => ({ text, followUp: false })),
      ...said.map((text) => ({ text, followUp: false })),
      ...replySentences(followUp, language).map((text) => ({ text, followUp: true })),
    ]
  }
  const blocks = gathered(groups, (group) => group.followUp)
  const [opening, ...rest] = [
    ...blocks.filter((block) => instructionFollowUp(block)),
    ...blocks.filter((block) => !instructionFollowUp(block)),
  ]
  const said = sentencesOf(first!).inTotal.filter((sentence) => shared.has(sentence.trim()))
  return [...piecesOf(opening!, said), ...rest.flatMap((block) => piecesOf(block, []))]
}

/** The sentences every group's box says alike, in the count of all the paragraph's items. */
function sharedSentences(groups: readonly Group[], sentencesOf: ReturnType<typeof boxSentences>) {
  const inEvery = (sentence: string) =>
    groups.every((group) => sentencesOf(group).inTotal.map(trimmed).includes(sentence))
  return new Set(
    sentencesOf(groups[0]!)
      .inTotal.map(trimmed)
      // A blank line is the template's own spacing, never a sentence said alike.
      .filter((sentence) => sentence !== '' && inEvery(sentence)),
  )
}

/**
 * Each group's box as sentences: for its own items (`own`), and in the count of all the
 * paragraph's items (`inTotal`), which only a paragraph of several groups needs.
 */
function boxSentences(groups: readonly Group[], pack: LanguagePack, language: ReplyLanguage) {
  const total = countOf(groups)
  const boxes = new Map(
    groups.map((group) => {
      const own = replySentences(renderBox(group.template, group.subjects, pack, language), language)
      const inTotal =
        // Stryker disable next-line ConditionalExpression: a shortcut; one group's own count is the paragraph's, so its sentences are the same
        groups.length < 2
          ? own
          : replySentences(renderBox(group.template, group.subjects, pack, language, total), language)
      return [group, { own, inTotal }]
    }),
  )
  return (group: Group) => boxes.get(group)!
}

function instructionFollowUp(block: readonly Group[]): boolean {
  const key = block[0]!.followUpKey
  // Stryker disable next-line ConditionalExpression: no block without a follow-up is in the set either
  return key !== null && FOLLOWS_INSTRUCTION.has(key)
}

/**
 * The reply's paragraphs, as sentences: one per error cause (the items whose error means the
 * same, under any status), and one per group of every other situation.
 */
export function paragraphsOf(
  groups: readonly Group[],
  templates: ReplyTemplates,
  pack: LanguagePack,
  language: ReplyLanguage,
): Piece[][] {
  return gathered(groups, causeOf).map((paragraph) => causeParagraph(paragraph, templates, pack, language))
}

/**
 * The paragraphs as text, each instruction once in the whole reply: a second "Please keep
 * an eye on your Steam trade offers." is left out. A follow-up is about its own items, so it
 * stays wherever it is said.
 */
export function withoutRepeats(paragraphs: readonly Piece[][], gap: '' | ' '): string[] {
  const said = new Set<string>()
  return paragraphs.map((pieces) => {
    let text = ''
    for (const piece of pieces) {
      const sentence = piece.text.trim()
      // A blank line (a sentence of its own) is no instruction: it stays wherever the template has one.
      if (sentence !== '' && !piece.followUp && said.has(sentence)) continue
      said.add(sentence)
      // Sentences of one template keep the space the template gave them; others get the language's gap.
      if (text !== '' && !/\s$/.test(text)) text += gap
      text += piece.text
    }
    return text.trimEnd()
  })
}
