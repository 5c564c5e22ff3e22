import { FormattedMessage, useIntl } from 'react-intl'
import { useCopyText } from '../api/use-copy-text'
import { CopyIcon } from './icons'

/** How long "Copied" stays on the button. */
const COPIED_MS = 2000

/** What a copy button copies: it names the button (`Copy item ID`) and says it went (`Item ID copied`). */
export type CopyTarget = 'itemId' | 'hash' | 'tradeOfferId' | 'summary' | 'tradeUrl' | 'link'

/**
 * A button that puts `text` on the clipboard (through main). "Copied" shows on this very
 * button, so the agent sees which value went; its accessible name stays `Copy …`, and a status
 * line says it to screen readers. Disabled when there is nothing (valid) to copy.
 */
export function CopyButton({
  what,
  text,
  short = false,
  compact = false,
  disabledReason,
}: {
  readonly what: CopyTarget
  readonly text: string | null
  /** `Copy` on the button where the context says what it copies (the name stays whole). */
  readonly short?: boolean
  /** Icon only (with the label as its name), for a value's own row. */
  readonly compact?: boolean
  /** Id of the element that says why it is disabled. */
  readonly disabledReason?: string
}) {
  const intl = useIntl()
  const { copy, attempt } = useCopyText(COPIED_MS)
  const label = intl.formatMessage(
    {
      id: 'copy.label',
      defaultMessage:
        '{what, select, itemId {Copy item ID} hash {Copy hash} tradeOfferId {Copy trade offer ID} summary {Copy summary} tradeUrl {Copy trade URL} other {Copy link}}',
    },
    { what },
  )
  // The confirmation and a failure belong to the value they were about: a button that now
  // holds another (the next item's, in the same pane) says nothing of the one before.
  const about = attempt.text === text
  const copied = attempt.outcome === 'copied' && about
  const visible = short ? <FormattedMessage id="copy.short" defaultMessage="Copy" /> : label
  return (
    <>
      <button
        type="button"
        className={`button button--small${compact ? ' button--copy' : ''}${copied ? ' is-copied' : ''}`}
        aria-label={label}
        aria-describedby={text === null ? disabledReason : undefined}
        disabled={text === null}
        title={
          attempt.outcome === 'failed' && about
            ? intl.formatMessage({ id: 'copy.failed', defaultMessage: 'Could not copy; try again.' })
            : compact
              ? label
              : undefined
        }
        onClick={() => text !== null && copy(text)}
      >
        <CopyIcon />
        {copied ? <FormattedMessage id="copy.copied" defaultMessage="Copied" /> : compact ? null : visible}
      </button>
      <span className="visually-hidden" role="status">
        {copied
          ? intl.formatMessage(
              {
                id: 'copy.done',
                defaultMessage:
                  '{what, select, itemId {Item ID copied} hash {Hash copied} tradeOfferId {Trade offer ID copied} summary {Summary copied} tradeUrl {Trade URL copied} other {Link copied}}',
              },
              { what },
            )
          : null}
      </span>
    </>
  )
}
