import { situationOf, type Advice, type AdviceContext, type ReplySubject } from './advise'
import { LANGUAGE_PACKS, type LanguagePack } from './default-templates'
import { joinSentences } from './default-templates/language-pack'
import { followUpKey } from './follow-up'
import { holdValues, neutralised, type HeldValues } from './catalog-text'
import { fillNaming, itemName } from './item-names'
import type { ReplyLanguage } from './languages'
import { needsHanLatinGap, spacedHanLatin } from './han-latin-spacing'
import { fillTemplate, ITEM_PLACEHOLDERS, renderTemplate, tidy, type PlaceholderValues } from './placeholders'
import { formatInstant, nextTryPhrase } from './reply-times'
import { replySentences } from './reply-sentences'
import { withOverrides, type ReplyTemplates, type SharedTemplates, type TemplateOverrides } from './templates'

export interface ComposeOptions extends AdviceContext {
  readonly language: ReplyLanguage
  /** The lead's boxes for this language; what is missing comes from `shared`, then the defaults. */
  readonly templates?: TemplateOverrides
  /** Greeting, closing and signature the lead wrote once for all languages. */
  readonly shared?: SharedTemplates
  /** `Customer name` beside Copy reply; the greeting reads well without it. */
  readonly customerName?: string | null
  /** `Your name` in the Reply templates dialog, for `{agent_name}`. */
  readonly agentName?: string | null
}

export interface ComposedReply {
  /** What goes on the clipboard. */
  readonly text: string
  /** IDs of the items whose catalog error needs the agent's choice (their paragraphs say only what the fields prove). */
  readonly needsChoice: readonly number[]
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

interface Subject {
  readonly advice: Advice
  readonly values: PlaceholderValues
  readonly named: boolean
}

function subjectOf(advice: Advice, pack: LanguagePack, options: ComposeOptions, held: HeldValues): Subject {
  const name = itemName(advice, pack)
  const statusWord = advice.status?.known ? pack.statusWords[advice.status.value] : pack.statusWords.unknown
  const zone = options.catalogTimeZone
  return {
    advice,
    named: name.readable,
    values: {
      id: String(advice.id),
      // An unreadable name is said where it stands (fillNaming): none here.
      name: name.readable ? held.hold(name.text) : null,
      market_hash_name:
        held.hold(neutralised(advice.marketHashName)) ?? (name.readable ? held.hold(name.text) : null),
      bought_at: advice.boughtAt ? formatInstant(advice.boughtAt, options.language, zone) : null,
      status: statusWord,
      next_try: nextTryPhrase(advice.nextTry, options.language, zone, options.now, pack.nextTry),
      error: advice.error.present ? held.hold(neutralised(advice.error.text)) : null,
      customer_name: held.hold(neutralised(options.customerName ?? null)),
      agent_name: held.hold(neutralised(options.agentName ?? null)),
    },
  }
}

const ITEM_TOKEN = new RegExp(`\\{(?:${ITEM_PLACEHOLDERS.join('|')})\\}`, 'g')
const OPENERS = '(（[「'
const CLOSERS = ')）]」'

/** How many brackets `text` opens and leaves open. */
function openBrackets(text: string): number {
  let depth = 0
  for (const char of text) {
    if (OPENERS.includes(char)) depth += 1
    else if (CLOSERS.includes(char) && depth > 0) depth -= 1
  }
  return depth
}

/**
 * A template cut around its items: from the first item placeholder to the last (and on to
 * the end of a bracket opened there: "{name} (ID {id})") is said once per item, and the items
 * are listed there (`Intl.ListFormat`): "A (ID 1) and B (ID 2) have been delivered". Null
 * when the template names no item.
 */
function cutAtItems(template: string): { before: string; span: string; after: string } | null {
  const matches = [...template.matchAll(ITEM_TOKEN)]
  const first = matches[0]
  const last = matches[matches.length - 1]
  if (!first || !last) return null
  let end = last.index + last[0].length
  let open = openBrackets(template.slice(first.index, end))
  for (const char of template.slice(end)) {
    if (open === 0) break
    if (CLOSERS.includes(char)) open -= 1
    else if (OPENERS.includes(char)) open += 1
    end += char.length
  }
  return {
    before: template.slice(0, first.index),
    span: template.slice(first.index, end),
    after: template.slice(end),
  }
}

interface Group {
  readonly template: string
  readonly followUp: string
  readonly subjects: [Subject, ...Subject[]]
}

/** Groups said in one paragraph. */
type Run = [Group, ...Group[]]

/** A listed item's stretch that is only its bracket, "(ID 5)": an unnamed item after the noun. */
const ONLY_BRACKET = /^[(（]([^()（）]*)[)）]$/u

/**
 * One item's stretch of a box, listed with others. An item named by the noun alone reads
 * "Die Gegenstände A (ID 1) und ID 5": in a list, its bracket has no name to stand beside.
 */
function listedItem(
  span: string,
  subject: Subject,
  fill: { readonly count: number; readonly language: ReplyLanguage },
  before: string,
  pack: LanguagePack,
): string {
  const unnamed = subject.named ? null : { before, language: fill.language, pack }
  const said = tidy(fillNaming(span, subject.values, fill, unnamed))
  return fill.count > 1 ? said.replace(ONLY_BRACKET, '$1') : said
}

/** One situation's sentences for its items (their follow-up is said once for the paragraph). */
function renderBox(group: Group, language: ReplyLanguage, pack: LanguagePack): string {
  const [lead] = group.subjects
  const fill = { count: group.subjects.length, language }
  const cut = cutAtItems(group.template)
  const before = cut ? fillTemplate(cut.before, lead.values, fill) : ''
  const box = cut
    ? tidy(
        before +
          new Intl.ListFormat(language).format(
            group.subjects.map((subject) => listedItem(cut.span, subject, fill, before, pack)),
          ) +
          fillTemplate(cut.after, lead.values, fill),
      )
    : renderTemplate(group.template, lead.values, fill)
  // A catalog name keeps its own case ("iBUYPOWER"); anything else opens like a sentence.
  const opensWithName = /^\{(?:name|market_hash_name)\}/.test(group.template.trim()) && lead.named
  return opensWithName ? box : sentenceCase(box)
}

/**
 * The paragraphs: situations with the same cause and the same follow-up (a trade hold under
 * Waiting for send and under Waiting for trade accept, "Once you have done this, …") share one
 * paragraph that says the cause and the follow-up once, after all of their items. Situations
 * with different causes never share one: a repeated sentence is left out of a reply, so a
 * shared paragraph would leave its second cause unsaid and lend it the first one's.
 */
function paragraphsOf(groups: readonly Group[], pack: LanguagePack, language: ReplyLanguage): string[] {
  // Nothing is filed under `undefined`: a paragraph without a follow-up shares with none.
  const byCause = new Map<string | undefined, Run>()
  const order: Run[] = []
  for (const group of groups) {
    const key = group.followUp === '' ? undefined : `${causeOf(group)}\u0000${group.followUp}`
    const shared = byCause.get(key)
    if (shared) {
      shared.push(group)
      continue
    }
    const run: Run = [group]
    if (key !== undefined) byCause.set(key, run)
    order.push(run)
  }
  return order.map((run) =>
    joinSentences(
      [...run.map((group) => renderBox(group, language, pack)), run[0].followUp],
      pack.sentenceGap,
    ),
  )
}

/** What an error situation says the error means (`send.trade_hold` → `trade_hold`); a plain situation is its own cause. */
function causeOf(group: Group): string {
  const { situation } = group.subjects[0].advice
  // No dot: indexOf gives -1, and the whole ID is kept.
  return situation.slice(situation.indexOf('.') + 1)
}

/** Subjects of one situation whose paragraph would read the same but for their items share one paragraph. */
function groupSubjects(
  subjects: readonly Subject[],
  templates: ReplyTemplates,
  language: ReplyLanguage,
): Group[] {
  const groups = new Map<string, Group>()
  for (const subject of subjects) {
    const template = templates[subject.advice.situation]
    const key = followUpKey(subject.advice)
    // Stryker disable next-line ObjectLiteral: said for one item, and one is the first form in every language's plural rules
    const followUp = key ? renderTemplate(templates[key], subject.values, { language }) : ''
    const cut = cutAtItems(template)
    // Stryker disable next-line StringLiteral: any one text groups alike: a template naming no item reads the same for each subject
    const rest = cut ? fillTemplate(cut.before + cut.after, subject.values) : ''
    const id = [subject.advice.situation, rest, followUp].join('\u0000')
    const group = groups.get(id)
    if (group) group.subjects.push(subject)
    else groups.set(id, { template, followUp, subjects: [subject] })
  }
  return [...groups.values()]
}

/**
 * Each instruction once in the whole reply: a second "Please make your inventory public." is
 * left out. A follow-up ("We will send the trade offer again on …") is about its own
 * paragraph's items, so it stays in every paragraph that has it: without it a second item's
 * planned resend would go unsaid.
 */
function withoutRepeats(
  paragraphs: readonly string[],
  followUps: readonly string[],
  language: ReplyLanguage,
): string[] {
  const sentencesOf = (text: string): string[] =>
    replySentences(text, language).map((sentence) => sentence.trim())
  const kept = new Set(followUps.flatMap(sentencesOf))
  const said = new Set<string>()
  return paragraphs.map((paragraph) =>
    replySentences(paragraph, language)
      .filter((segment) => {
        const sentence = segment.trim()
        // A blank line (a sentence of its own) is no instruction: it stays wherever the template has one.
        if (sentence === '' || kept.has(sentence) || !said.has(sentence)) {
          said.add(sentence)
          return true
        }
        return false
      })
      .join('')
      .trim(),
  )
}

/** The reply with its held values back, spaced as the language spaces Latin beside its own script. */
function released(text: string, held: HeldValues, pack: LanguagePack): string {
  return pack.hanLatinGap ? held.release(spacedHanLatin(text), needsHanLatinGap) : held.release(text)
}

function templatesFor(options: ComposeOptions): ReplyTemplates {
  return withOverrides(LANGUAGE_PACKS[options.language].templates, options.templates, options.shared)
}

/**
 * The reply an agent pastes as is: the greeting; one paragraph per situation (its items listed
 * once, its instruction said once, what the fields plan next); the closing and signature.
 * Paragraphs are separated by a blank line. Plain text for any help desk editor: no padding,
 * no internal status names, no raw timestamps, no time the catalog's zone does not allow.
 */
export function composeReply(subjects: readonly ReplySubject[], options: ComposeOptions): ComposedReply {
  const pack = LANGUAGE_PACKS[options.language]
  const templates = templatesFor(options)
  const held = holdValues()
  const prepared = subjects.map((subject) => subjectOf(situationOf(subject, options), pack, options, held))
  const frame: PlaceholderValues = {
    customer_name: held.hold(neutralised(options.customerName ?? null)),
    agent_name: held.hold(neutralised(options.agentName ?? null)),
  }
  const fill = { count: subjects.length, language: options.language }
  const groups = groupSubjects(prepared, templates, options.language)
  const body = paragraphsOf(groups, pack, options.language)
  const closing = [
    renderTemplate(templates.closing, frame, fill),
    renderTemplate(templates.signature, frame, fill),
  ]
    .filter((part) => part !== '')
    .join('\n')
  const paragraphs = [
    renderTemplate(templates.greeting, frame, fill),
    ...withoutRepeats(
      body,
      groups.map((group) => group.followUp),
      options.language,
    ),
    closing,
  ]
  return {
    text: released(paragraphs.filter((paragraph) => paragraph !== '').join('\n\n'), held, pack),
    needsChoice: prepared.filter((subject) => subject.advice.needsChoice).map((subject) => subject.advice.id),
  }
}

/** What to tell the customer about one item (the detail pane's "Tell the customer"): its paragraph alone. */
export function itemParagraph(advice: Advice, options: ComposeOptions): string {
  const pack = LANGUAGE_PACKS[options.language]
  const held = holdValues()
  const subject = subjectOf(advice, pack, options, held)
  return released(
    paragraphsOf(
      groupSubjects([subject], templatesFor(options), options.language),
      pack,
      options.language,
      // Stryker disable next-line StringLiteral: one subject makes one paragraph, so nothing is joined
    ).join('\n\n'),
    held,
    pack,
  )
}
