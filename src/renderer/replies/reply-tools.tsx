import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import type { ReplySubject } from '../../shared/reply/advise'
import { appErrorOf } from '../api/catalog-error'
import { useCopyText } from '../api/use-copy-text'
import { CopyIcon } from '../ui/icons'
import { COPY_REPLY_KEY_LABEL, COPY_REPLY_KEYS, useCopyReplyShortcut } from './copy-reply-shortcut'
import { teamInUseWords } from './team-status-text'
import { useNow } from '../ui/use-now'
import { CustomerNameField } from './customer-name-field'
import { ReplyLanguageSelect } from './reply-language-select'
import { awaitingText } from './error-choices'
import { openQuestions, pressOf, settleAsk, type OpenQuestions } from './copy-ask'
import { askSentenceIds, CopyPrompt } from './copy-prompt'
import { useReplyComposer } from './use-reply-composer'
import './replies.css'
import { useWordText } from '../format/word-text'
import { defineMessage } from '../../shared/i18n/words'

/** Where a ticket is pasted: focus there moves on to `Copy reply` once the answers are in. */
const PASTE_TARGETS = '#open-item-id, #bulk-ids'

/** How long "Reply copied" stays. */
const COPIED_MS = 3000

/** What the first press says while answers are missing (copy-prompt.tsx); the next press copies what is here. */
export function stillComingText(intl: IntlShape, missing: number): string {
  return intl.formatMessage(
    {
      id: 'replyTools.stillComing',
      defaultMessage:
        '{missing, plural, one {# answer} other {# answers}} still coming: press again to copy what is here',
    },
    { missing },
  )
}

/**
 * `Copy reply` (the customer's answer on the clipboard, in the reply language), `Reply
 * language` (see use-reply-language.ts) and `Reply templates` (the wording), side by side where
 * a reply is needed: under a lookup's results and in the detail pane.
 */
export function ReplyTools({
  catalog,
  subjects,
  priority,
  unavailable,
  focusWhenReady = false,
  compact = false,
  missing = 0,
  scopeNote = null,
  about = null,
  goToChoice = null,
  refusal = null,
  onCopied = null,
  templatesButton = true,
}: {
  readonly catalog: string
  /** What the reply is about, read when the agent copies (rows still arriving are not final). */
  readonly subjects: () => readonly ReplySubject[]
  /** Which `Copy reply` the shortcut copies when several are on screen (copy-reply-shortcut.ts). */
  readonly priority: number
  /** Why there is nothing to reply about yet (a lookup still running), or null. */
  readonly unavailable: string | null
  /**
   * Moves focus to `Copy reply` once it can be used, when focus is where the ticket was
   * pasted (Item ID, the lookup's box) or nowhere: the keyboard path is then paste, Enter.
   */
  readonly focusWhenReady?: boolean
  /** In a narrow place (the detail pane): `Reply templates` as an icon, so the group keeps one line. */
  readonly compact?: boolean
  /**
   * Answers still coming (a lookup running): the first press (or the shortcut) says how many,
   * the next copies what is here, the missing ones said as still being looked up.
   */
  readonly missing?: number
  /** Said beside the button when the view shows less than the reply covers ("Reply covers all 5 items"). */
  readonly scopeNote?: string | null
  /**
   * What the reply is about now (the detail pane's item), where the tools stay on screen from
   * one to the next: "Reply copied" and a failure to copy belong to the one they were about.
   */
  readonly about?: number | null
  /**
   * Takes the agent to an item's open choice (`Situation for item <id>`), from the question
   * `Copy reply` asks before copying past it.
   */
  readonly goToChoice?: ((id: number) => void) | null
  /**
   * Why no reply may be written yet (a lookup from a page, whose customer's rows are not
   * marked): every way of copying (the button, the key, `Copy anyway`) says it beside the
   * button instead, then calls `onRefused` (which takes the agent to where it is answered).
   */
  readonly refusal?: { readonly reason: string; readonly onRefused: () => void } | null
  /** Called once a reply is on the clipboard (the Quick answer window then closes). */
  readonly onCopied?: (() => void) | null
  /**
   * Whether `Reply templates` is offered: not in the Quick answer window, which has no room
   * for the dialog (the wording is edited in the main window).
   */
  readonly templatesButton?: boolean
}) {
  // The team's wording over the agent's own, when team templates are in use.
  const { templates, language, choicesFor, compose } = useReplyComposer(catalog, subjects)
  const chosen = language.language
  const { copy, attempt } = useCopyText(COPIED_MS)
  const now = useNow()
  const intl = useIntl()
  const awaitingId = useId()
  const promptId = useId()
  const scopeId = useId()
  const [copiedAbout, setCopiedAbout] = useState(about)
  const copyAbout = copiedAbout === about

  const ready = unavailable === null && templates.isSuccess
  const awaitingIds = ready ? choicesFor(new Date(now)).awaiting : []
  const awaitingWords = awaitingText(awaitingIds.length)
  const wordText = useWordText()
  const awaitingNote = awaitingWords ? wordText(awaitingWords) : ''
  /**
   * What the last press asked about and the agent has seen (copy-ask.ts), or null: settled as
   * the ticket changes, so a question never covers an answer or a choice that opened since.
   */
  const [asked, setAsked] = useState<OpenQuestions | null>(null)
  const [askCount, setAskCount] = useState(0)
  const settled = settleAsk(asked, openQuestions(missing, awaitingIds))
  if (settled !== asked) setAsked(settled)
  // Said once: while Copy reply asks, its question names the items the count beside it would.
  const awaiting = asked ? '' : awaitingNote
  /** Whether the last press was refused: said until what it asked for is done. */
  const [refused, setRefused] = useState(false)
  if (refused && refusal === null) setRefused(false)
  const refuse = (why: NonNullable<typeof refusal>) => {
    setAsked(null)
    setRefused(true)
    why.onRefused()
  }
  // The paragraphs of items still waiting for a choice say only what their fields prove.
  const copyAsItStands = () => {
    if (refusal) return refuse(refusal)
    setAsked(null)
    setCopiedAbout(about)
    copy(compose(new Date()))
  }
  const copyReply = () => {
    if (!ready) return
    if (refusal) return refuse(refusal)
    // Read at the press: an answer or a choice may have changed since the last render.
    const open = openQuestions(missing, choicesFor(new Date()).awaiting)
    if (pressOf(asked, open) === 'ask') {
      setAsked(open)
      setAskCount((count) => count + 1)
      return
    }
    copyAsItStands()
  }
  const copied = useEffectEvent(() => onCopied?.())
  useEffect(() => {
    if (attempt.outcome === 'copied') copied()
  }, [attempt])
  const shortcut = useCopyReplyShortcut(copyReply, priority, ready)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Focus moves once every answer is in: the copy then covers the whole ticket at one press.
  const complete = ready && missing === 0
  useEffect(() => {
    if (!complete || !focusWhenReady) return
    const focused = document.activeElement
    if (focused === null || focused === document.body || focused.matches(PASTE_TARGETS))
      buttonRef.current?.focus()
  }, [complete, focusWhenReady])
  const failure =
    (copyAbout && attempt.outcome === 'failed' ? appErrorOf(attempt.error) : null) ??
    appErrorOf(language.error) ??
    appErrorOf(templates.error)
  const teamWords = teamInUseWords(templates.team, now, intl.locale)
  const team = teamWords && wordText(teamWords)
  // In the narrow pane the key is said on the button's title, with the team's set when in use.
  const title =
    shortcut && compact
      ? intl.formatMessage(
          team
            ? defineMessage({
                id: 'replyTools.copyReply.keyTitleWithTeam',
                defaultMessage: 'Copy reply ({key}). {team}',
              })
            : defineMessage({ id: 'replyTools.copyReply.keyTitle', defaultMessage: 'Copy reply ({key})' }),
          { key: COPY_REPLY_KEY_LABEL, team: team ?? '' },
        )
      : team || undefined

  return (
    <div
      className={`reply-tools${compact ? ' reply-tools--compact' : ''}`}
      role="group"
      aria-label={intl.formatMessage({ id: 'replyTools.group', defaultMessage: 'Reply to the customer' })}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button button--small button--primary"
        data-copy-reply=""
        disabled={!ready}
        title={unavailable ?? title}
        aria-keyshortcuts={shortcut ? COPY_REPLY_KEYS : undefined}
        aria-describedby={
          [asked && askSentenceIds(asked, promptId), scopeNote && scopeId, awaiting && awaitingId]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onClick={copyReply}
      >
        <CopyIcon />
        <FormattedMessage id="replyTools.copyReply" defaultMessage="Copy reply" />
      </button>
      {/* In the narrow pane the key is on the button's title; aria-keyshortcuts says it either way. */}
      {shortcut && !compact ? (
        <kbd className="reply-tools__key" aria-hidden="true">
          {COPY_REPLY_KEY_LABEL}
        </kbd>
      ) : null}
      {scopeNote ? (
        <span id={scopeId} className="reply-tools__scope">
          {scopeNote}
        </span>
      ) : null}
      {awaiting ? (
        <span id={awaitingId} className="reply-tools__awaiting">
          {awaiting}
        </span>
      ) : null}
      <CustomerNameField catalog={catalog} compact={compact} />
      <ReplyLanguageSelect
        language={chosen}
        note={language.note}
        shortNote={language.shortNote}
        ready={language.ready}
        choose={language.choose}
        compact={compact}
        templates={templatesButton}
      />
      <span className="reply-tools__status" role="status">
        {refused && refusal
          ? refusal.reason
          : attempt.outcome === 'copied' && copyAbout
            ? intl.formatMessage({ id: 'replyTools.copied', defaultMessage: 'Reply copied' })
            : failure
              ? intl.formatMessage(
                  { id: 'replyTools.copyFailed', defaultMessage: 'Could not copy the reply: {reason}' },
                  { reason: wordText(failure.message) },
                )
              : null}
      </span>
      {asked ? (
        <CopyPrompt
          asked={asked}
          askCount={askCount}
          sentenceId={promptId}
          stillComing={(count) => stillComingText(intl, count)}
          returnFocus={buttonRef}
          onCopy={copyAsItStands}
          onChoose={
            goToChoice &&
            ((id) => {
              setAsked(null)
              goToChoice(id)
            })
          }
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </div>
  )
}
