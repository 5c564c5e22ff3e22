import { situationOf, type Advice, type AdviceContext, type ReplySubject } from './advise'
import { LANGUAGE_PACKS, type LanguagePack } from './default-templates'
import { followUpKey as followUpKeyOf, nextTryUnsure, tellsNextTry } from './follow-up'
import { holdValues, neutralised, type HeldValues } from './catalog-text'
import { itemName } from './item-names'
import type { ReplyLanguage } from '../i18n/languages'
import { needsHanLatinGap, spacedHanLatin } from './han-latin-spacing'
import { fillTemplate, renderTemplate, type PlaceholderValues } from './placeholders'
import { cutAtItems } from './render-box'
import { paragraphsOf, withoutRepeats, type Group, type Subject } from './reply-paragraphs'
import { formatInstant, nextTryPhrase } from './reply-times'
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
  /** IDs of the items whose paragraph says their next try may already be over (the catalog's zone is not set). */
  readonly nextTryUnsure: readonly number[]
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
      // Only where a retry can succeed without the customer: a time is no promise otherwise.
      next_try: tellsNextTry(advice)
        ? nextTryPhrase(advice.nextTry, options.language, zone, options.now, pack.nextTry)
        : null,
      error: advice.error.present ? held.hold(neutralised(advice.error.text)) : null,
      customer_name: held.hold(neutralised(options.customerName ?? null)),
      agent_name: held.hold(neutralised(options.agentName ?? null)),
    },
  }
}

/** Subjects of one situation whose paragraph would read the same but for their items share one box. */
function groupSubjects(
  subjects: readonly Subject[],
  templates: ReplyTemplates,
  language: ReplyLanguage,
): Group[] {
  const groups = new Map<string, Group>()
  for (const subject of subjects) {
    const template = templates[subject.advice.situation]
    const followUpKey = followUpKeyOf(subject.advice)
    // Null for a situation without an error: it has no follow-up, and shares a block with none.
    // Stryker disable next-line ObjectLiteral: said for one item, and one is the first form in every language's plural rules
    const followUp = followUpKey ? renderTemplate(templates[followUpKey], subject.values, { language }) : null
    const cut = cutAtItems(template)
    // Stryker disable next-line StringLiteral: any one text groups alike: a template naming no item reads the same for each subject
    const rest = cut ? fillTemplate(cut.before + cut.after, subject.values) : ''
    // Stryker disable next-line StringLiteral: a separator no text holds; the parts of two real keys never run together alike without it
    const id = [subject.advice.situation, rest, followUp].join('\u0000')
    const group = groups.get(id)
    if (group) group.subjects.push(subject)
    else groups.set(id, { template, followUpKey, followUp, subjects: [subject] })
  }
  return [...groups.values()]
}

/** The reply with its held values back, spaced as the language spaces Latin beside its own script. */
function released(text: string, held: HeldValues, pack: LanguagePack): string {
  return pack.hanLatinGap ? held.release(spacedHanLatin(text), needsHanLatinGap) : held.release(text)
}

function templatesFor(options: ComposeOptions): ReplyTemplates {
  return withOverrides(LANGUAGE_PACKS[options.language].templates, options.templates, options.shared)
}

/**
 * The reply an agent pastes as is: the greeting; one paragraph per situation, or per cause for
 * items with a catalog error (its items listed once, its instruction said once, each item's
 * follow-up after it); the closing and signature. Paragraphs are separated by a blank line.
 * Plain text for any help desk editor: no padding, no internal status names, no raw
 * timestamps, no time the catalog's zone does not allow.
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
  const body = paragraphsOf(groups, templates, pack, options.language)
  const closing = [
    renderTemplate(templates.closing, frame, fill),
    renderTemplate(templates.signature, frame, fill),
  ]
    .filter((part) => part !== '')
    .join('\n')
  const paragraphs = [
    renderTemplate(templates.greeting, frame, fill),
    ...withoutRepeats(body, pack.sentenceGap),
    closing,
  ]
  const ids = (keep: (advice: Advice) => boolean) =>
    prepared.filter((subject) => keep(subject.advice)).map((subject) => subject.advice.id)
  return {
    text: released(paragraphs.filter((paragraph) => paragraph !== '').join('\n\n'), held, pack),
    needsChoice: ids((advice) => advice.needsChoice),
    nextTryUnsure: ids(nextTryUnsure),
  }
}

/** What to tell the customer about one item (the detail pane's "Tell the customer"): its paragraph alone. */
export function itemParagraph(advice: Advice, options: ComposeOptions): string {
  const pack = LANGUAGE_PACKS[options.language]
  const held = holdValues()
  const templates = templatesFor(options)
  const subject = subjectOf(advice, pack, options, held)
  const paragraphs = withoutRepeats(
    paragraphsOf(groupSubjects([subject], templates, options.language), templates, pack, options.language),
    pack.sentenceGap,
  )
  // One subject makes one paragraph.
  return released(paragraphs[0]!, held, pack)
}
