import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { idList, type OpenQuestions } from './copy-ask'
import './copy-prompt.css'

/**
 * The ids of the question's sentences (one per thing open), for its name and `Copy reply`'s
 * description: read one after the other, each whole.
 */
export function askSentenceIds(asked: OpenQuestions, sentenceId: string): string {
  return [asked.missing > 0 && `${sentenceId}-coming`, asked.awaiting.length > 0 && `${sentenceId}-choices`]
    .filter(Boolean)
    .join(' ')
}

/**
 * The question `Copy reply` asks before copying past something open (copy-ask.ts), on a line
 * of its own under the reply tools: what is open ("2 items need your choice: 1042, 2291", "1
 * answer still coming: …"), then `Copy anyway` (focused: the key that asked, pressed again,
 * copies), `Choose for item <id>` (the first open choice) and `Cancel` (Escape too).
 *
 * An alertdialog (ui-contract "Replies") named by its sentences, so focus arriving on `Copy
 * anyway` reads the question first. Not modal: it stands where the agent pressed, and the row's
 * choice it points to stays reachable. Closed with focus inside it, focus goes back to `Copy reply`.
 */
export function CopyPrompt({
  asked,
  askCount,
  sentenceId,
  stillComing,
  returnFocus,
  onCopy,
  onChoose,
  onCancel,
}: {
  readonly asked: OpenQuestions
  /** Grows with every press that asks: each one brings focus to `Copy anyway`. */
  readonly askCount: number
  /** Where the sentences' ids start (askSentenceIds). */
  readonly sentenceId: string
  /** How the lookup words answers still coming (reply-tools.tsx's stillComingText). */
  readonly stillComing: (missing: number) => string
  readonly returnFocus: RefObject<HTMLElement | null>
  readonly onCopy: () => void
  /** Goes to an item's open choice; null where there is nowhere to go. */
  readonly onChoose: ((id: number) => void) | null
  readonly onCancel: () => void
}) {
  const intl = useIntl()
  const groupRef = useRef<HTMLDivElement>(null)
  const copyRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    copyRef.current?.focus()
  }, [askCount])
  // Before the group leaves the document (a layout effect's cleanup), while focus is still in it.
  useLayoutEffect(() => {
    const group = groupRef.current
    const back = returnFocus.current
    return () => {
      if (group?.contains(document.activeElement)) back?.focus()
    }
  }, [returnFocus])

  const first = asked.awaiting[0]
  return (
    <div
      ref={groupRef}
      className="copy-prompt"
      role="alertdialog"
      aria-labelledby={askSentenceIds(asked, sentenceId)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onCancel()
      }}
    >
      <span className="copy-prompt__text">
        {asked.missing > 0 ? <span id={`${sentenceId}-coming`}>{stillComing(asked.missing)}</span> : null}
        {first !== undefined ? (
          <span id={`${sentenceId}-choices`}>
            <FormattedMessage
              id="replyTools.ask.choices"
              defaultMessage={'{count, plural, one {# item needs} other {# items need}} your choice: {ids}'}
              values={{
                count: asked.awaiting.length,
                ids: idList(
                  asked.awaiting,
                  intl.formatMessage({ id: 'replyTools.ask.idSeparator', defaultMessage: ', ' }),
                ),
              }}
            />
          </span>
        ) : null}
      </span>
      <button ref={copyRef} type="button" className="button button--small" onClick={onCopy}>
        <FormattedMessage id="replyTools.ask.copyAnyway" defaultMessage="Copy anyway" />
      </button>
      {first !== undefined && onChoose ? (
        <button type="button" className="button button--small" onClick={() => onChoose(first)}>
          <FormattedMessage
            id="replyTools.ask.choose"
            defaultMessage={'Choose for item {id}'}
            values={{ id: String(first) }}
          />
        </button>
      ) : null}
      <button type="button" className="button button--small" onClick={onCancel}>
        <FormattedMessage id="ui.cancel" defaultMessage="Cancel" />
      </button>
    </div>
  )
}
